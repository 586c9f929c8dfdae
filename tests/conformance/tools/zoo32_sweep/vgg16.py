"""official/cv/VGG/vgg16: vgg16(10, args) at 2x3x32x32 from an argparse-like namespace (pad_mode 'same' / 'pad',
batch_norm on/off, has_bias, has_dropout False, phase 'train'/'test'); the zoo's initializers after
ms.set_seed(1): KaimingNormal (src/utils/var_init.py: numpy random inside Initializer._initialize, the
default_recurisive_init walk) and 'XavierUniform' (MindSpore's initializer) -- compared as stored; then
set_weights: forward (eval/train), include_top=False, the zoo's CrossEntropy(smooth 0.1), grads; train.py's
imagenet branch: get_param_groups, warmup_step_lr / warmup_cosine_annealing_lr / lr_steps, Momentum(groups,
Tensor(lr), 0.9, 5e-4, loss_scale 1024), Model(loss_scale_manager=FixedLossScaleManager(1024, False), amp O2) and
the cifar10 branch (amp O2, loss_scale_manager None: CPU's ValueError in both), trained with LossMonitor."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z32 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from easydict import EasyDict as edict
from src.vgg import vgg16
from src.crossentropy import CrossEntropy
from src.utils.util import get_param_groups
from src.warmup_step_lr import warmup_step_lr, lr_steps
from src.warmup_cosine_annealing_lr import warmup_cosine_annealing_lr

H = int(os.environ.get("HW", "32"))


def args(**kw):
    a = edict({'image_size': [H, H], 'pad_mode': 'same', 'padding': 0, 'has_bias': False, 'batch_norm': True,
               'initialize_mode': 'XavierUniform', 'has_dropout': False})
    a.update(kw)
    return a


ms.set_seed(1)
net = vgg16(10, args(initialize_mode="KaimingNormal"))
out("init_kaiming", [net.layers[0].weight, net.classifier[0].weight[:4], net.classifier[6].weight[:2]])
ms.set_seed(1)
net = vgg16(10, args())
out("init_xavier", [net.layers[0].weight, net.layers[3].weight[:2]])

x = ms.Tensor(data(2, 3, H, H) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
for tag, kw in (("bn_same", {}), ("pad_bias", {"pad_mode": "pad", "padding": 1, "has_bias": True, "batch_norm": False})):
    net = vgg16(10, args(**kw))
    out(tag + "_names", set_weights(net, 0.5))
    net.set_train(False)
    out(tag + "_eval", guard(tag + "_eval", net, x))
net = vgg16(10, args(), phase="test", include_top=False)
set_weights(net, 0.5)
out("notop", net(x))
crit = CrossEntropy(smooth_factor=0.1, num_classes=10)
net = vgg16(10, args(pad_mode="pad", padding=1, has_bias=True, batch_norm=False))
set_weights(net, 0.5)
wl = nn.WithLossCell(net, crit)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
out("lr_exp", warmup_step_lr(0.01, [1, 2], NSTEP, 1, 3, gamma=0.1))
out("lr_cos", warmup_cosine_annealing_lr(0.01, NSTEP, 1, 3, 3, 0.0))
out("lr_steps", lr_steps(0, lr_init=0.01, lr_max=0.1, warmup_epochs=1, total_epochs=3, steps_per_epoch=NSTEP))


def dset(k0=0):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                                for i in range(NSTEP)], ["image", "label"], shuffle=False)


for tag in ("imagenet", "cifar10"):
    net = vgg16(10, args())
    set_weights(net, 0.5)
    lr = lr_steps(0, lr_init=0.01, lr_max=0.1, warmup_epochs=1, total_epochs=3, steps_per_epoch=NSTEP)
    opt = nn.Momentum(params=get_param_groups(net), learning_rate=ms.Tensor(lr), momentum=0.9, weight_decay=5e-4,
                      loss_scale=1024 if tag == "imagenet" else 1.0)
    if tag == "imagenet":
        model = guard(tag + "_model", ms.Model, net, loss_fn=crit, optimizer=opt, amp_level="O2",
                      loss_scale_manager=ms.FixedLossScaleManager(1024, drop_overflow_update=False))
    else:
        model = guard(tag + "_model", ms.Model, net, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'),
                      optimizer=opt, metrics={'acc'}, amp_level="O2", keep_batchnorm_fp32=False, loss_scale_manager=None)
    if model is None:
        continue
    train_record(tag + "_losses", model, dset())
    weights(tag + "_weights", net)
