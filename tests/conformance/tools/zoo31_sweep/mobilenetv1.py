"""official/cv/MobileNet/mobilenetv1: MobileNetV1(class_num=10) at 2x3x64x64 (relu6 via nn.get_activation, depthwise
group convs): forward (train/eval), features_only=True (CellList loop building a tuple), CrossEntropySmooth
(imagenet2012 loss, smooth 0.1), parameter grads; then train.py's two branches: Ascend's Momentum(decay groups with
order_params, loss_scale=1024) in Model(loss_scale_manager=FixedLossScaleManager(1024, False), amp_level="O2",
keep_batchnorm_fp32=False) and the CPU/GPU Momentum(filter(requires_grad), lr, 0.9, 1e-4) in a plain Model, both
with get_lr('poly') / ('cosine'), trained with LossMonitor, then Model.eval."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z31 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.mobilenet_v1 import mobilenet_v1, MobileNetV1
from src.CrossEntropySmooth import CrossEntropySmooth
from src.lr_generator import get_lr

H = int(os.environ.get("HW", "64"))
x = ms.Tensor(data(2, 3, H, H) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
net = mobilenet_v1(class_num=10)
out("names", set_weights(net, 0.5))
net.set_train(False)
out("eval", net(x))
net.set_train(True)
out("train_fwd", net(x))
feat = MobileNetV1(class_num=10, features_only=True)
set_weights(feat, 0.5)
feat.set_train(False)
f = guard("features", feat, x)
if f is not None:
    out("features", [f[0], f[5], f[-1]])
    out("features_len", len(f))
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

# Ascend branch of train.py
net = mobilenet_v1(class_num=10)
set_weights(net, 0.5)
lr = get_lr(lr_init=0.01, lr_end=0.00001, lr_max=0.1, warmup_epochs=1, total_epochs=3, steps_per_epoch=NSTEP,
            lr_decay_mode="poly")
out("lr_poly", lr)
out("lr_cosine", get_lr(lr_init=0.01, lr_end=0.0, lr_max=0.1, warmup_epochs=1, total_epochs=3,
                        steps_per_epoch=NSTEP, lr_decay_mode="cosine"))
out("lr_steps", get_lr(lr_init=0.01, lr_end=0.0, lr_max=0.1, warmup_epochs=1, total_epochs=3,
                       steps_per_epoch=NSTEP, lr_decay_mode="steps"))
lr = ms.Tensor(lr)
decayed_params, no_decayed_params = [], []
for param in net.trainable_params():
    if 'beta' not in param.name and 'gamma' not in param.name and 'bias' not in param.name:
        decayed_params.append(param)
    else:
        no_decayed_params.append(param)
group_params = [{'params': decayed_params, 'weight_decay': 1e-4}, {'params': no_decayed_params},
                {'order_params': net.trainable_params()}]
opt = nn.Momentum(group_params, lr, 0.9, loss_scale=1024)
model = ms.Model(net, loss_fn=loss, optimizer=opt, loss_scale_manager=ms.FixedLossScaleManager(1024, drop_overflow_update=False),
                 metrics={'acc'}, amp_level="O2", keep_batchnorm_fp32=False)
train_record("o2_losses", model, dset())
weights("o2_weights", net)
out("o2_eval", guard("o2_eval", model.eval, edset, dataset_sink_mode=False))

# CPU branch
net = mobilenet_v1(class_num=10)
set_weights(net, 0.5)
opt = nn.Momentum(filter(lambda p: p.requires_grad, net.get_parameters()), lr, 0.9, 1e-4)
model = ms.Model(net, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'), optimizer=opt,
                 metrics={'acc'})
train_record("cpu_losses", model, dset(3))
weights("cpu_weights", net)
out("cpu_eval", guard("cpu_eval", model.eval, edset, dataset_sink_mode=False))
