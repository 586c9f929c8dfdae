#!/bin/bash
# Session 46: rerun every zoo28..zoo33 driver under MindSpore 2.10 and msgraph (not run in CI).
# usage: rerun.sh <models checkout root> <pynative|graph> [driver names...]   (default: all drivers in LIST below)
# The models checkout root holds official/... and research/... (git archive of the mirror, see README.md).
# Results: RES (default /tmp/zoo46/res): <driver>.<mode>.{ms,mg}.{pkl,log} and <driver>.<mode>.cmp.
HERE=$(cd "$(dirname "$0")" && pwd); TOOLS=$(cd "$HERE/.." && pwd)
ROOT=$1; MODE=$2; shift 2
export RES=${RES:-/tmp/zoo46/res}; mkdir -p "$RES"
LIST="zoo33/srcnn:research/cv/srcnn zoo33/ncf:research/recommend/ncf zoo33/textcnn:research/nlp/textcnn
zoo33/fasttext:research/nlp/fasttext zoo33/gcn:official/gnn/GCN zoo33/deepfm:official/recommend/DeepFM
zoo33/transformer:official/nlp/Transformer zoo33/alexnet:research/cv/Alexnet
zoo33/efficientnet:official/cv/Efficientnet/efficientnet-b0
zoo32/squeezenet:research/cv/squeezenet zoo32/densenet:research/cv/densenet zoo32/vit:official/cv/VIT
zoo32/dcgan:research/cv/dcgan zoo32/mobilenetv3:official/cv/MobileNet/mobilenetv3 zoo32/vgg16:official/cv/VGG/vgg16
zoo32/widedeep:official/recommend/Wide_and_Deep
zoo31/googlenet:research/cv/googlenet zoo31/mobilenetv1:official/cv/MobileNet/mobilenetv1 zoo31/pix2pix:research/cv/Pix2Pix
zoo31/fcn8s:research/cv/FCN8s zoo31/gpt:official/nlp/GPT zoo31/deeplabv3p:official/cv/DeepLabV3P
zoo30/bert:official/nlp/Bert zoo30/crnn:official/cv/CRNN zoo30/unet:official/cv/Unet zoo30/ssd:official/cv/SSD
zoo30/shufflenetv2:official/cv/ShuffleNet/shufflenetv2
zoo29/yolov5:official/cv/YOLOv5 zoo29/yolov4:official/cv/YOLOv4 zoo29/retinanet:official/cv/RetinaNet
zoo29/retinaface:official/cv/RetinaFace_ResNet50 zoo29/fasterrcnn:official/cv/FasterRCNN zoo29/openpose:official/cv/OpenPose
zoo29/melgan:official/audio/MELGAN
zoo28/arcface:official/cv/Arcface zoo28/pointnet:official/cv/PointNet zoo28/pointnet2:official/cv/PointNet2
zoo28/deepspeech2:official/audio/DeepSpeech2 zoo28/ecapa:official/audio/EcapaTDNN zoo28/edsr:official/cv/EDSR
zoo28/cyclegan:official/cv/CycleGAN zoo28/yolox:official/cv/YOLOX zoo28/dbnet:official/cv/DBNet
zoo28/inception:official/cv/Inception/inceptionv3 zoo28/tacotron2_16:official/audio/Tacotron2 zoo28/ctpn:official/cv/CTPN
zoo28/ocrnet:official/cv/OCRNet"
for item in $LIST; do
  drv=${item%%:*}; net=${item#*:}; name=$(basename "$drv")
  if [ $# -gt 0 ] && ! [[ " $* " == *" $name "* ]]; then continue; fi
  t0=$(date +%s)
  "$TOOLS/zoo28_sweep/run.sh" "$ROOT/$net" "$TOOLS/${drv%%/*}_sweep/$name.py" "$MODE" > "$RES/$name.$MODE.cmp" 2>&1
  echo "$name $MODE $(( $(date +%s) - t0 ))s ok=$(grep -c '^ok' "$RES/$name.$MODE.cmp") diff=$(grep -c '^DIFF\|^MISSING\|^EXTRA' "$RES/$name.$MODE.cmp")" | tee -a "$RES/summary.$MODE"
done
