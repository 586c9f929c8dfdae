"""research/cv/Alexnet: AlexNet(10) from src/alexnet.py on 2x224x224x3 NHWC images (the zoo's DataNormTranspose:
mean/std then transpose to NCHW; conv 11/4 'same', MaxPool 3/2 'valid', fc 9216-4096-4096-10), imagenet and
cifar10 normalisation, phase 'test' (Dropout p=0), include_top=False; forward, loss, gradients (conv layers whole,
the three fc layers as sums and a strided sample), get_lr_cifar10 / get_lr_imagenet (warmup cosine),
get_param_groups, train.py's cifar10 branch (Momentum 0.9) and imagenet branch (grouped Momentum, weight decay,
loss_scale 1024 with FixedLossScaleManager(1024, drop_overflow_update=False)) under Model(amp_level="O2"; the
cifar10 branch's default loss scale manager is MindSpore's ValueError on CPU: recorded, then a fixed scale 1) with
metrics {'Accuracy'} and Model.eval; Dropout swapped for Identity in training."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.alexnet import AlexNet
from src.generator_lr import get_lr_cifar10, get_lr_imagenet
from src.get_param_groups import get_param_groups

H = 224
x = ms.Tensor((data(2, H, H, 3) * 60 + 120) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
def small(v):
    a = v.asnumpy()
    return a if a.size < 200000 else [float(a.astype(np.float64).sum()), a.ravel()[::9973]]
for tag, dname, phase in (("img", "imagenet", "test"), ("cif", "cifar10", "test")):
    net = AlexNet(10, phase=phase, dataset_name=dname)
    out(tag + "_names", set_weights(net, 0.5))
    net.set_train(False)
    out(tag + "_eval", guard(tag + "_eval", net, x))
notop = AlexNet(10, include_top=False)
set_weights(notop, 0.5)
notop.set_train(False)
r = guard("notop", notop, x)
out("notop", None if r is None else small(r))
net = AlexNet(10, phase="test", dataset_name="imagenet")
set_weights(net, 0.5)
wl = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"))
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: small(v) for p, v in zip(net.trainable_params(), g)})
out("lr_cifar", get_lr_cifar10(0, 0.002, 3, NSTEP))
out("lr_imagenet", get_lr_imagenet(0.01, 8, 2))
out("groups", [[p.name for p in grp["params"]] for grp in get_param_groups(net)])

def dset(k0=0, n=NSTEP):
    return ds.GeneratorDataset([((data(2, H, H, 3, k=k0 + i) * 60 + 120) * PERT,
                                 np.array([i % 10, (3 * i + 1) % 10], np.int32)) for i in range(n)],
                               ["image", "label"], shuffle=False)
for tag in ("cifar", "imagenet"):
    net = AlexNet(10, phase="train", dataset_name="cifar10" if tag == "cifar" else "imagenet")
    net.dropout = nn.Identity()
    set_weights(net, 0.5)
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    if tag == "cifar":
        opt = nn.Momentum(net.trainable_params(), ms.Tensor(get_lr_cifar10(0, 0.002, 3, NSTEP)), 0.9)
        # train.py's GPU call: amp O2 with no loss_scale_manager (O2's default, dynamic: MindSpore's ValueError on CPU)
        guard("cifar_o2_default", ms.Model, net, loss_fn=loss, optimizer=opt, metrics={"Accuracy": nn.Accuracy()},
              amp_level="O2")
        model = ms.Model(net, loss_fn=loss, optimizer=opt, metrics={"Accuracy": nn.Accuracy()}, amp_level="O2",
                         loss_scale_manager=ms.FixedLossScaleManager(1, drop_overflow_update=False))
    else:
        opt = nn.Momentum(params=get_param_groups(net), learning_rate=ms.Tensor(get_lr_imagenet(0.002, 3, NSTEP)),
                          momentum=0.9, weight_decay=1e-4, loss_scale=1024)
        model = ms.Model(net, loss_fn=loss, optimizer=opt, metrics={"Accuracy": nn.Accuracy()}, amp_level="O2",
                         loss_scale_manager=ms.FixedLossScaleManager(1024, drop_overflow_update=False))
    train_record(tag + "_train", model, dset())
    out(tag + "_w", {p.name: small(p) for p in net.trainable_params()})
    out(tag + "_acc", guard(tag + "_acc", model.eval, dset(9, 1), dataset_sink_mode=False))
