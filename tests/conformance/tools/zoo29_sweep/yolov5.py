"""official/cv/YOLOv5 (yolov5s shapes, 80 classes) at a 64x64 input: forward (train/eval), YoloWithLossCell,
Momentum with get_param_groups, loss_scale 1024, TrainOneStepCell(sens=512), the cosine lr."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z29 import *
import mindspore.nn as nn
from mindspore import Tensor
from src.yolo import YOLOV5, YoloWithLossCell
from src.util import get_param_groups
from src.lr_scheduler import warmup_cosine_annealing_lr
from model_utils.config import config

S = int(os.environ.get("S", "64"))
net = YOLOV5(is_training=True, version=0)
names = set_weights(net, 0.5)
out("names", names)
x = Tensor((data(2, S, S, 3) * 60 + 120) * (1 + float(os.environ.get("PERT", "0"))))
ishape = Tensor((S, S), ms.float32)
net.set_train(True)
out("train", net(x, ishape))
ev = YOLOV5(is_training=False, version=0)
set_weights(ev, 0.5)
ev.set_train(False)
out("eval", ev(x, ishape))

def ytrue(g, k):
    y = np.zeros((2, g, g, 3, 85), np.float32)
    y[0, g // 2, g // 3, 1, :4] = [0.4, 0.35, 0.2 + 0.05 * k, 0.3]; y[0, g // 2, g // 3, 1, 4] = 1; y[0, g // 2, g // 3, 1, 5 + 7] = 1
    y[1, 0, g - 1, 2, :4] = [0.9, 0.1, 0.5, 0.4 - 0.05 * k]; y[1, 0, g - 1, 2, 4] = 1; y[1, 0, g - 1, 2, 5 + 30] = 1
    return y
gt = np.zeros((2, 4, 4), np.float32)
gt[0, 0] = [0.4, 0.35, 0.2, 0.3]; gt[1, 0] = [0.9, 0.1, 0.5, 0.4]; gt[1, 1] = [0.3, 0.6, 0.1, 0.2]
args = [Tensor(ytrue(S // 32, 0)), Tensor(ytrue(S // 16, 1)), Tensor(ytrue(S // 8, 2)), Tensor(gt), Tensor(gt * 0.9), Tensor(gt * 1.1), ishape]
lc = YoloWithLossCell(net)
out("loss", lc(x, *args))
if os.environ.get("GRAD"):
    g = ms.grad(lc, grad_position=None, weights=lc.trainable_params())(x, *args)
    out("grads", {p.name: v for p, v in zip(lc.trainable_params(), g)})
lr = warmup_cosine_annealing_lr(0.01 * float(os.environ.get("LRS", "1")), 2, 1, 2, 3, 0)
out("lr", lr)
opt = nn.Momentum(params=get_param_groups(lc), momentum=config.momentum, learning_rate=Tensor(lr),
                  weight_decay=config.weight_decay, loss_scale=config.loss_scale)
step = nn.TrainOneStepCell(lc, opt, config.loss_scale // 2)
step.set_train()
ls = []
for i in range(int(os.environ.get("NSTEP", "3"))):
    ls.append(step(Tensor((data(2, S, S, 3, k=i) * 60 + 120) * (1 + float(os.environ.get("PERT", "0")))), *args))
out("losses", ls)
weights("weights", lc)
out("param_names", [k for k, _ in step.parameters_and_names()][-6:])
