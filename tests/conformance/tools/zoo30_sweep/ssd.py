"""official/cv/SSD, ssd300 (SSD300 over ssd_mobilenet_v2, 81 classes, 1917 default boxes) at its 300x300 input,
batch 1: forward (train/eval), box_utils.ssd_bboxes_encode of two boxes, SSDWithLossCell (its `less(0, gt_label)`
is MindSpore 2.10's TypeError: recorded with guard, then a subclass with Greater), parameter grads (GRAD=1), then
train.py's TrainingWrapper(SSDWithLossCell, Momentum(get_lr, loss_scale)) steps, with sens 1024 and with
use_global_norm (clip_by_global_norm), in Model.train with LossMonitor, and SsdInferWithDecoder."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z30 import *
import mindspore.nn as nn
import mindspore.ops as ops
import mindspore.dataset as ds
from mindspore import Tensor
from src.model_utils.config import config
from src.ssd import SSD300, SSDWithLossCell, TrainingWrapper, ssd_mobilenet_v2, SsdInferWithDecoder
from src.box_utils import ssd_bboxes_encode, default_boxes
from src.lr_schedule import get_lr

def build():
    n = SSD300(backbone=ssd_mobilenet_v2(), config=config)
    set_weights(n, 0.5)
    return n

x = Tensor(data(1, 3, 300, 300) * PERT)
ssd = build()
out("names", set_weights(ssd, 0.5))
ssd.set_train(True)
out("train", ssd(x))
ssd.set_train(False)
out("eval", ssd(x))

def target(k):
    boxes = np.array([[0.3, 0.4, 0.2 + 0.05 * k, 0.3, 7], [0.7, 0.2, 0.4, 0.25 - 0.03 * k, 30]], np.float32)
    loc, lab, num = ssd_bboxes_encode(boxes)
    return loc[None].astype(np.float32), lab[None].astype(np.int32), np.array([[num]], np.int32)
t0 = target(0)
out("encode", list(t0))
targs = [Tensor(a) for a in t0]

class SSDWithLossCellG(SSDWithLossCell):
    """SSDWithLossCell with `self.less(0, gt_label)` as `gt_label > 0` (MindSpore 2.10 refuses a Python int first)."""
    def construct(self, x, gt_loc, gt_label, num_matched_boxes):
        pred_loc, pred_label = self.network(x)
        mask = ops.cast(ops.Greater()(gt_label, 0), ms.float32)
        num_matched_boxes = self.reduce_sum(ops.cast(num_matched_boxes, ms.float32))
        mask_loc = self.tile(self.expand_dims(mask, -1), (1, 1, 4))
        smooth_l1 = self.loc_loss(pred_loc, gt_loc) * mask_loc
        loss_loc = self.reduce_sum(self.reduce_sum(smooth_l1, -1), -1)
        loss_cls = self.class_loss(pred_label, gt_label)
        loss_cls = self.reduce_sum(loss_cls, (1, 2))
        return self.reduce_sum((loss_cls + loss_loc) / num_matched_boxes)

ssd.set_train(True)
out("zoo_loss", guard("zoo_loss", SSDWithLossCell(ssd, config), x, *targs))
net = SSDWithLossCellG(ssd, config)
out("loss", net(x, *targs))
if os.environ.get("GRAD") == "1":
    g = ms.grad(net, grad_position=None, weights=net.trainable_params())(x, *targs)
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})

lr = get_lr(global_step=0, lr_init=0.001, lr_end=0.001 * 0.05, lr_max=0.05, warmup_epochs=1, total_epochs=3,
            steps_per_epoch=NSTEP)
out("lr", lr)
for tag, sens, gn in (("ls", 1024.0, False), ("gnorm", 1024.0, True)):
    net = SSDWithLossCellG(build(), config)
    opt = nn.Momentum(filter(lambda p: p.requires_grad, net.get_parameters()), Tensor(lr), 0.9, 0.00015,
                      1.0 if gn else sens)
    step = TrainingWrapper(net, opt, sens, gn)
    model = ms.train.Model(step)
    dset = ds.GeneratorDataset([(data(1, 3, 300, 300, k=i) * PERT,) + target(i) for i in range(NSTEP)],
                               ["image", "box", "label", "num_match"], shuffle=False)
    seen = []
    class Rec(ms.train.Callback):
        def step_end(self, rc):
            seen.append(rc.original_args().net_outputs)
    guard(tag + "_train", model.train, 1, dset, callbacks=[ms.train.LossMonitor(), Rec()], dataset_sink_mode=False)
    out(tag + "_losses", seen)
    weights(tag + "_weights", net)
inf = SsdInferWithDecoder(net.network, Tensor(default_boxes), config)
inf.set_train(False)
out("infer", guard("infer", inf, x))
