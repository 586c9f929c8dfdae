"""research/cv/densenet: DenseNet121(10) and DenseNet100(10) at 2x3x32x32 (CellList loop of _DenseLayer with
Concat, OrderedDict SequentialCell, BatchNorm, the zoo's default_recurisive_init/KaimingNormal init then
overwritten by set_weights): forward (train/eval), the zoo's CrossEntropy(smooth_factor 0.1, OneHot + mean),
parameter grads; train.py's lr schedulers (MultiStepLR with warmup, CosineAnnealingLR) and its training path:
get_param_groups, Momentum(loss_scale=1024), criterion.add_flags_recursive(fp32=True), train.py's own
BuildTrainNetwork in Model(optimizer, loss_scale_manager=FixedLossScaleManager(1024, False), amp_level="O0")
and with DynamicLossScaleManager(65536, 2, 2000) (CPU's ValueError), trained with LossMonitor."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z32 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.network.densenet import DenseNet121, DenseNet100
from src.losses.crossentropy import CrossEntropy
from src.lr_scheduler import MultiStepLR, CosineAnnealingLR
from src.optimizers import get_param_groups
from train import BuildTrainNetwork

H = int(os.environ.get("HW", "32"))
x = ms.Tensor(data(2, 3, H, H) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
crit = CrossEntropy(smooth_factor=0.1, num_classes=10)
for tag, cls in (("d121", DenseNet121), ("d100", DenseNet100)):
    net = cls(10)
    out(tag + "_names", set_weights(net, 0.5))
    net.set_train(False)
    out(tag + "_eval", guard(tag + "_eval", net, x))
    net.set_train(True)
    out(tag + "_train_fwd", guard(tag + "_train_fwd", net, x))
    set_weights(net, 0.5)
    wl = BuildTrainNetwork(net, crit)
    out(tag + "_loss", guard(tag + "_loss", wl, x, y))
    set_weights(net, 0.5)
    g = guard(tag + "_grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
    if g is not None:
        out(tag + "_grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
    if tag == "d121":
        r = guard("inc_top_false", lambda: DenseNet121(10, include_top=False)(x))
        out("inc_top_false", None if r is None else r.shape)

out("lr_multistep", MultiStepLR(0.1, [1, 2], 0.1, NSTEP, 3, warmup_epochs=1).get_lr())
out("lr_cosine", CosineAnnealingLR(0.1, 3, NSTEP, 3, warmup_epochs=0, eta_min=0).get_lr())

def dset(k0=0):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                                for i in range(NSTEP)], ["image", "label"], shuffle=False)
for tag, lsm in (("fixed", ms.FixedLossScaleManager(1024, drop_overflow_update=False)),
                 ("dynamic", ms.DynamicLossScaleManager(init_loss_scale=65536, scale_factor=2, scale_window=2000))):
    net = DenseNet100(10)
    set_weights(net, 0.5)
    lr = CosineAnnealingLR(0.1, 3, NSTEP, 3, warmup_epochs=0, eta_min=0).get_lr()
    opt = nn.Momentum(params=get_param_groups(net), learning_rate=ms.Tensor(lr), momentum=0.9, weight_decay=1e-4,
                      loss_scale=1024 if tag == "fixed" else 1.0)
    crit = CrossEntropy(smooth_factor=0.1, num_classes=10)
    crit.add_flags_recursive(fp32=True)
    model = guard(tag + "_model", ms.Model, BuildTrainNetwork(net, crit), optimizer=opt, metrics=None,
                  loss_scale_manager=lsm, amp_level="O0")   # dynamic: CPU's ValueError in both
    if model is None:
        continue
    train_record(tag + "_losses", model, dset(3 if tag == "fixed" else 0))
    weights(tag + "_weights", net)
