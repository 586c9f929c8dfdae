"""official/cv/RetinaNet (ResNet50 + FPN + 5-level MultiBox, 81 classes) at 64x64: forward (train/eval), the
float16 retinanetWithLossCell (focal loss, SmoothL1), anchors and retinanet_bboxes_encode, the zoo's get_lr,
Momentum with loss_scale and its TrainingWrapper(sens=loss_scale), retinanetInferWithDecoder."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z29 import *
import mindspore.nn as nn
from mindspore import Tensor, ops
from src.model_utils.config import config
config.img_shape = [64, 64]; config.feature_size = [8, 4, 2, 1, 1]
config.num_retinanet_boxes = 9 * (64 + 16 + 4 + 1 + 1)
from src.retinanet import retinanetWithLossCell, TrainingWrapper, retinanet50, resnet50, retinanetInferWithDecoder
from src.box_utils import retinanet_bboxes_encode, default_boxes
from src.lr_schedule import get_lr

PERT = 1 + float(os.environ.get("PERT", "0"))
backbone = resnet50(config.num_classes)
net = retinanet50(backbone, config)
names = set_weights(net, 0.5)
out("names", names)
x = Tensor(data(2, 3, 64, 64) * PERT)
net.set_train(True)
out("train", net(x))
net.set_train(False)
out("eval", net(x))
out("default_boxes", default_boxes)
dec = retinanetInferWithDecoder(net, Tensor(default_boxes), config)
out("decoded", dec(x))
enc = [retinanet_bboxes_encode(np.array([[0.2, 0.3, 0.6, 0.7, 5], [0.5, 0.1, 0.9, 0.4, 17]], np.float32)),
       retinanet_bboxes_encode(np.array([[0.1, 0.1, 0.8, 0.9, 1]], np.float32))]
out("encode", [list(e) for e in enc])
gt_loc = Tensor(np.stack([e[0] for e in enc]).astype(np.float32))
gt_label = Tensor(np.stack([e[1] for e in enc]))
nm = Tensor(np.array([[enc[0][2]], [enc[1][2]]], np.int32))
lc = retinanetWithLossCell(net, config)
lc.set_train(True)
guard("loss_zoo", lc, x, gt_loc, gt_label, nm)   # P.Less()(0, tensor): TypeError in MindSpore 2.10 too


class Less0(nn.Cell):
    """The zoo's `self.less(0, gt_label)` as `gt_label > 0` (MindSpore 2.10's Less takes a Tensor first)."""
    def construct(self, a, b):
        return ops.Greater()(b, a)


lc.less = Less0()
out("loss", lc(x, gt_loc, gt_label, nm))
lr = get_lr(global_step=0, lr_init=float(config.lr_init), lr_end=float(config.lr_end_rate) * config.lr, lr_max=config.lr,  # yaml reads 5e-3 as a str
            warmup_epochs1=config.warmup_epochs1, warmup_epochs2=config.warmup_epochs2,
            warmup_epochs3=config.warmup_epochs3, warmup_epochs4=config.warmup_epochs4,
            warmup_epochs5=config.warmup_epochs5, total_epochs=300, steps_per_epoch=1)
out("lr", lr)
loss_scale = float(config.loss_scale) if hasattr(config, "loss_scale") else 1024.0
opt = nn.Momentum(filter(lambda p: p.requires_grad, lc.get_parameters()), Tensor(lr[3:]),
                  config.momentum, config.weight_decay, loss_scale)
step = TrainingWrapper(lc, opt, loss_scale)
step.set_train()
ls = []
for i in range(int(os.environ.get("NSTEP", "3"))):
    ls.append(step(Tensor(data(2, 3, 64, 64, k=i) * PERT), gt_loc, gt_label, nm))
out("losses", ls)
weights("weights", lc)
