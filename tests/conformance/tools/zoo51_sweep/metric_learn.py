"""research/cv/metric_learn: the zoo's ResNet_backbone (ResidualBlock, layer_nums [1, 1, 1, 1], in [64, 32, 32, 32],
out [32, 32, 32, 32], strides [1, 2, 2, 2]; plain and use_se=True: the SE stem, SE blocks with ReduceMean / Dense /
Sigmoid gates and the e2 stride path) with resnet_Combine + embedding head (10 classes), 6 images 3x32x32.  Losses:
Softmaxloss (sparse and one-hot smoothed), Tripletloss (L2-normalised features, P.Split into anchor / positive /
negative, per-triplet ReLU margin: a vector loss), Quadrupletloss (generate_index's gather order, a Parameter
index_var re-bound by `self.index_var = self.assign(...)` inside construct, stop_gradient column, ReduceMax / Min).
Records: backbone eval forward, losses, gradients (BatchNorm in eval mode), get_lr schedules, and train.py's Model
(net.backbone or net, loss_fn, Momentum with weight decay and loss_scale 128, FixedLossScaleManager(128, False),
amp_level O3 with keep_batchnorm_fp32=False, and O0) trained NSTEP steps (train_record: LossMonitor, no sink);
trained weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.nn.optim.momentum import Momentum
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from src.resnet import ResNet_backbone, ResidualBlock, resnet_Combine, embedding
from src.loss import Softmaxloss, Tripletloss, Quadrupletloss
from src.lr_generator import get_lr

B = 6
x = ms.Tensor(data(B, 3, 32, 32, k=2) * PERT)
lab = ms.Tensor(np.array([0, 0, 3, 3, 7, 7], np.int32))
def mk(se=False):
    bb = ResNet_backbone(ResidualBlock, [1, 1, 1, 1], [64, 32, 32, 32], [32, 32, 32, 32], [1, 2, 2, 2], use_se=se)
    n = resnet_Combine(bb, embedding(32, 10))
    return n, set_trainable_weights(n, 0.8)
for mode in ("steps", "cosine", "liner", "poly", "constant"):
    out("lr." + mode, guard("lr." + mode, get_lr, 0.01, 0.0001, 0.1, 1, 3, 2, mode))
for se in (False, True):
    tag = "se" if se else "plain"
    net, names = mk(se)
    out(tag + ".names", names)
    net.set_train(False)
    out(tag + ".feat", guard(tag + ".feat", net.backbone, x))
    out(tag + ".logits", guard(tag + ".logits", net, x))
    for lname, loss, cell in (("soft", Softmaxloss(True, 0.1, 10), net), ("soft1h", Softmaxloss(False, 0.1, 10), net),
                              ("triplet", Tripletloss(0.1), net.backbone)):
        wl = nn.WithLossCell(cell, loss)
        out(tag + "." + lname + ".loss", guard(tag + "." + lname + ".loss", wl, x, lab))
        grads(tag + "." + lname + ".grads", wl, x, lab)

def dset():
    xs = np.stack([data(B, 3, 32, 32, k=i) for i in range(NSTEP)]).reshape(NSTEP * B, 3, 32, 32) * PERT
    ys = np.tile(lab.asnumpy(), NSTEP)
    return ds.NumpySlicesDataset({"image": xs.astype(np.float32), "label": ys}, shuffle=False).batch(B)
for tag, lname, amp in (("soft.O3", "soft", "O3"), ("triplet.O3", "triplet", "O3"), ("triplet.O0", "triplet", "O0"),
                        ("quad.O0", "quad", "O0")):
    net, _ = mk(False)
    lr = ms.Tensor(get_lr(0.01, 0.0001, 0.1, 1, 3, NSTEP, "cosine"))
    opt = Momentum(params=net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4, loss_scale=128)
    loss = {"soft": Softmaxloss(True, 0.1, 10), "triplet": Tripletloss(0.1),
            "quad": Quadrupletloss(train_batch_size=B, samples_each_class=2, margin=0.1)}[lname]
    model = ms.Model(net if lname == "soft" else net.backbone, loss_fn=loss, optimizer=opt,
                     loss_scale_manager=FixedLossScaleManager(128, drop_overflow_update=False), metrics=None,
                     amp_level=amp, keep_batchnorm_fp32=False)
    train_record(tag + ".train", model, dset())
    weights(tag + ".w", net)
# the Quadrupletloss last: its P.GatherV2 is MindSpore's RuntimeError in PyNative, and MindSpore 2.10 trains the
# next network differently after that error inside Model.train (its BatchNorm statistics: measured, docs)
for se in (False, True):
    tag = "se" if se else "plain"
    net, _ = mk(se)
    net.set_train(False)
    loss = Quadrupletloss(train_batch_size=B, samples_each_class=2, margin=0.1)
    wl = nn.WithLossCell(net.backbone, loss)
    out(tag + ".quad.loss", guard(tag + ".quad.loss", wl, x, lab))
    out(tag + ".quad.index_var", loss.index_var.asnumpy())
    grads(tag + ".quad.grads", wl, x, lab)
