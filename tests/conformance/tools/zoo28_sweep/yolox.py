import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
sys.argv = sys.argv[:1]; sys.path.append(os.environ.get("ZOO_STUBS", os.path.join(os.path.dirname(os.path.abspath(__file__)), "stubs")))
from _drv import *
import mindspore.nn as nn
from mindspore import Tensor
from src.yolox_p import DetectionBlock, DetectionPerFPN, YOLOLossCell, IOUloss, TrainOneStepWithEMA
from src.yolo_pafpn import YOLOPAFPN
from src.yolo_fpn import YOLOFPN
from src.boxes import bboxes_iou, batch_bboxes_iou
from src.util import get_param_groups, yolox_warm_cos_lr, warmup_cosine_annealing_lr
USE_L1 = bool(int(os.environ.get("L1", "1")))
class Cfg:
    num_classes = 4; depth_wise = False; input_size = [64, 64]; n_candidate_k = 5; per_batch_size = 2; max_gt = 3
    fpn_strides = [8, 16, 32]; use_l1 = USE_L1; use_summary = False
W = 0.125
db = DetectionBlock(Cfg, backbone="yolopafpn")
db.backbone = YOLOPAFPN(depth=0.33, width=W, input_w=64, input_h=64)
for s in ("l", "m", "s"):
    setattr(db, "head_" + s, DetectionPerFPN(in_channels=[1024, 512, 256], num_classes=4, scale=s, act="silu", width=W))
db.width = W
names = set_weights(db, 0.5)
out("names", names)
x = Tensor(data(2, 3, 64, 64) * (1 + float(os.environ.get("PERT", "0"))))
db.set_train(False)
out("eval", db(x))
db.set_train(True)
o = db(x)
out("train", o)
A = o.shape[1]
labels = np.zeros((2, 3, 5), np.float32)
labels[0, 0] = [1, 20, 24, 16, 20]; labels[0, 1] = [3, 44, 40, 24, 16]
labels[1, 0] = [0, 32, 32, 40, 40]; labels[1, 1] = [2, 12, 50, 10, 12]; labels[1, 2] = [1, 50, 10, 20, 14]
# anchor centers
cs = []
for st in (8, 16, 32):
    g = 64 // st
    for yy in range(g):
        for xx in range(g):
            cs.append(((xx + 0.5) * st, (yy + 0.5) * st))
cs = np.array(cs, np.float32)
inbox = np.zeros((2, 3, A), np.float32); incenter = np.zeros((2, 3, A), np.float32)
for b in range(2):
    for g in range(3):
        _, cx, cy, w, h = labels[b, g]
        if w == 0: continue
        inbox[b, g] = (np.abs(cs[:, 0] - cx) < w / 2) & (np.abs(cs[:, 1] - cy) < h / 2)
        incenter[b, g] = (np.abs(cs[:, 0] - cx) < 12) & (np.abs(cs[:, 1] - cy) < 12)
pre_fg = np.maximum(inbox, incenter); both = inbox * incenter
out("ious", batch_bboxes_iou(Tensor(labels[:, :, 1:]), o[:, :, :4], xyxy=False))
lc = YOLOLossCell(db, Cfg)
out("loss", lc(x, Tensor(labels), Tensor(pre_fg), Tensor(both)))
lr = warmup_cosine_annealing_lr(0.01, 2, 1, 3, 3, 0)
out("lr", lr)
groups = get_param_groups(lc, 5e-4)
opt = nn.Momentum(groups, Tensor(lr), 0.9, weight_decay=5e-4)
step = nn.TrainOneStepCell(lc, opt)
step.set_train()
ls = []
for i in range(3):
    ls.append(step(Tensor(data(2, 3, 64, 64, k=i) * (1 + float(os.environ.get("PERT", "0")))), Tensor(labels), Tensor(pre_fg), Tensor(both)))
out("losses", ls)
weights("weights", lc)
ema = TrainOneStepWithEMA(lc, nn.Momentum(lc.trainable_params(), 0.01, 0.9), sens=1.0)
out("ema_names", [p.name for p in ema.get_parameters()][-8:])
out("ema_moving", [p.name for p in ema.ema_moving_parameter][:4])
