"""research/cv/googlenet: GoogleNet(num_classes=10) at 2x3x64x64 (`HW`; the zoo's cifar10 net, 64 leaves a 2x2 map for the
last BatchNorms; `LR` scales the zoo's learning rates, default 0.1: lr_max 0.01):
forward (train/eval), CrossEntropySmooth and SoftmaxCrossEntropyWithLogits(sparse) losses, parameter grads; then
train.py's two branches: cifar10 (Momentum(filter(requires_grad), lr_steps_cifar10)) and imagenet
(Momentum(get_param_groups, warmup_cosine_annealing_lr, loss_scale=1024), CrossEntropySmooth,
FixedLossScaleManager(1024, False)), both Model(..., metrics={'acc'}, amp_level="O2", keep_batchnorm_fp32=False)
trained with LossMonitor, then Model.eval (the cifar10 call without a loss-scale manager is
CPU's ValueError in both; it is then built with FixedLossScaleManager(1, False))."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z31 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.nn.optim.momentum import Momentum
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from src.googlenet import GoogleNet
from src.CrossEntropySmooth import CrossEntropySmooth
from src.lr_scheduler.warmup_cosine_annealing_lr import warmup_cosine_annealing_lr
from src.lr_scheduler.warmup_step_lr import warmup_step_lr

# train.py's helpers (importing train.py parses the zoo config; these two are used as written there)
def lr_steps_cifar10(global_step, lr_max=None, total_epochs=None, steps_per_epoch=None):
    lr_each_step = []
    total_steps = steps_per_epoch * total_epochs
    for i in range(total_steps):
        if i < total_steps * 0.3:
            lr_each_step.append(lr_max)
        elif i < total_steps * 0.6:
            lr_each_step.append(lr_max * 0.1)
        elif i < total_steps * 0.8:
            lr_each_step.append(lr_max * 0.01)
        else:
            lr_each_step.append(lr_max * 0.001)
    lr_each_step = np.array(lr_each_step).astype(np.float32)
    return lr_each_step[global_step:]

def get_param_groups(network):
    decay_params, no_decay_params = [], []
    for x in network.trainable_params():
        n = x.name
        if n.endswith('.bias') or n.endswith('.gamma') or n.endswith('.beta'):
            no_decay_params.append(x)
        else:
            decay_params.append(x)
    return [{'params': no_decay_params, 'weight_decay': 0.0}, {'params': decay_params}]

H = int(os.environ.get("HW", "64"))
LRS = float(os.environ.get("LR", "0.1"))
x = Tensor(data(2, 3, H, H) * PERT)
y = Tensor(np.array([3, 7], np.int32))
net = GoogleNet(num_classes=10)
out("names", set_weights(net, 0.5))
net.set_train(False)
out("eval", net(x))
net.set_train(True)
out("train_fwd", net(x))
set_weights(net, 0.5)
loss = CrossEntropySmooth(sparse=True, reduction="mean", smooth_factor=0.1, num_classes=10)
wl = nn.WithLossCell(net, loss)
out("loss", guard("loss", wl, x, y))
set_weights(net, 0.5)
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})

def dset(k0=0):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                                for i in range(NSTEP)], ["image", "label"], shuffle=False)
edset = ds.GeneratorDataset([(data(2, 3, H, H, k=9) * PERT, np.array([1, 2], np.int32))], ["image", "label"],
                            shuffle=False)

# cifar10 branch
net = GoogleNet(num_classes=10)
set_weights(net, 0.5)
lr = lr_steps_cifar10(0, lr_max=0.1 * LRS, total_epochs=2, steps_per_epoch=NSTEP)
out("lr_cifar", lr)
opt = Momentum(filter(lambda p: p.requires_grad, net.get_parameters()), learning_rate=Tensor(lr), momentum=0.9,
               weight_decay=5e-4)
ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean')
# train.py's cifar10 call (no loss-scale manager) is refused on CPU; then the same with FixedLossScaleManager(1, False)
guard("cifar_model_o2", ms.train.Model, net, loss_fn=ce, optimizer=opt, metrics={'acc'}, amp_level="O2",
      keep_batchnorm_fp32=False)
model = ms.train.Model(net, loss_fn=ce, optimizer=opt, metrics={'acc'}, amp_level="O2", keep_batchnorm_fp32=False,
                       loss_scale_manager=FixedLossScaleManager(1, drop_overflow_update=False))
train_record("cifar_losses", model, dset())
weights("cifar_weights", net)
out("cifar_eval", guard("cifar_eval", model.eval, edset, dataset_sink_mode=False))

# imagenet branch
net = GoogleNet(num_classes=10)
set_weights(net, 0.5)
lr = warmup_cosine_annealing_lr(0.1 * LRS, NSTEP, 1, 3, 3, 0.0)
out("lr_cos", lr)
out("lr_step", warmup_step_lr(0.1, [1, 2], NSTEP, 1, 3, 0.1))
opt = Momentum(params=get_param_groups(net), learning_rate=Tensor(lr), momentum=0.9, weight_decay=1e-4,
               loss_scale=1024)
model = ms.train.Model(net, loss_fn=loss, optimizer=opt, metrics={'acc'}, amp_level="O2", keep_batchnorm_fp32=False,
                       loss_scale_manager=FixedLossScaleManager(1024, drop_overflow_update=False))
train_record("imnet_losses", model, dset(3))
weights("imnet_weights", net)
out("imnet_eval", guard("imnet_eval", model.eval, edset, dataset_sink_mode=False))
