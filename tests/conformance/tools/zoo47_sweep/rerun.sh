#!/bin/bash
# Session 47: rerun the zoo28..zoo33 drivers that session 46 did not (not run in CI), in the order given.
# usage: rerun.sh <models checkout root> <pynative|graph> [driver names...]   (default: the 37 below, light first)
# Each name goes through ../zoo46_sweep/rerun.sh (run.sh of zoo28: MindSpore side, msgraph side, cmp.py).
# Results: RES (default /tmp/zoo47/res): <driver>.<mode>.{ms,mg}.{pkl,log}, <driver>.<mode>.cmp, summary.<mode>.
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$1; MODE=$2; shift 2
export RES=${RES:-/tmp/zoo47/res}
NAMES=${*:-"alexnet squeezenet dcgan mobilenetv1 pointnet ecapa edsr vgg16 googlenet mobilenetv3 shufflenetv2
efficientnet densenet vit crnn unet fcn8s cyclegan melgan arcface pointnet2 deepspeech2 inception gpt bert ssd
deeplabv3p yolov5 yolov4 retinanet retinaface openpose yolox dbnet ctpn ocrnet fasterrcnn tacotron2_16"}
for n in $NAMES; do "$HERE/../zoo46_sweep/rerun.sh" "$ROOT" "$MODE" "$n"; done
