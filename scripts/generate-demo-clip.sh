#!/usr/bin/env bash
# Generates the built-in demo station's clip: assets/radio/demo.mp3, a 16 s chime melody over a soft
# pad that loops seamlessly (16 s is a whole number of bars), MP3 128 kbit/s 44.1 kHz stereo, with no
# ID3 or Xing header so that the file is nothing but MP3 frames. Needs ffmpeg with libmp3lame.
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/radio/demo.mp3
mkdir -p "$(dirname "$out")"

# Note n (0..31, one every 0.5 s) of a C major pentatonic pattern, in semitones above middle C.
note='if(eq(mod(n,8),0),0,if(eq(mod(n,8),1),4,if(eq(mod(n,8),2),7,if(eq(mod(n,8),3),12,if(eq(mod(n,8),4),9,if(eq(mod(n,8),5),7,if(eq(mod(n,8),6),4,2)))))))+if(gte(mod(n,16),8),-3,0)'
chime="0.28*exp(-4*mod(t,0.5))*sin(2*PI*261.63*pow(2,(${note//n/floor(2*t)})/12)*t)"
pad="0.06*sin(2*PI*130.81*t)+0.05*sin(2*PI*196.00*t)+0.04*sin(2*PI*261.63*t)"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "aevalsrc=exprs='${chime}+${pad}|${chime}+${pad}':s=44100:d=16" \
  -c:a libmp3lame -b:a 128k -ar 44100 -ac 2 \
  -write_xing 0 -id3v2_version 0 -write_id3v1 0 -map_metadata -1 \
  -f mp3 "$out"
echo "wrote $out ($(stat -c %s "$out") bytes)"
