"""official/cv/MobileNet/mobilenetv3: mobilenet_v3_large / mobilenet_v3_small (functools.partial builders; ResUnit
with SE (ReduceMean keep_dims, HSigmoid, Mul), HSwish, depthwise group convs, 'pad' mode, _make_divisible) at
2x3x64x64 with 10 classes, the zoo's numpy-random init then set_weights; forward (train/eval), the Softmax and
Sigmoid heads, include_top=False, multiplier 0.75; train.py imported with ``--device_target CPU`` (its argparse at
import; its set_context(GRAPH_MODE) undone for PyNative runs): CrossEntropyWithLabelSmooth(0.1) loss and grads,
get_lr (warmup + cosine), then train.py's Momentum(filter(requires_grad), lr, 0.9, 1e-4, loss_scale 1024) in
Model(loss_scale_manager=FixedLossScaleManager(1024, False)) trained with train.py's Monitor callback (prints the
per-step loss and lr) and a loss recorder."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z32 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from src.mobilenetV3 import mobilenet_v3_large, mobilenet_v3_small
from src.lr_generator import get_lr
sys.argv = ["train.py", "--device_target", "CPU"]
import train as zoo_train          # noqa: E402  (argparse + set_context at import)
ms.set_context(mode=ms.GRAPH_MODE if MODE == "graph" else ms.PYNATIVE_MODE)

H = int(os.environ.get("HW", "64"))
x = ms.Tensor(data(2, 3, H, H) * PERT)
y = ms.Tensor(np.array([3, 7], np.int32))
for tag, mk in (("large", lambda: mobilenet_v3_large(num_classes=10)),
                ("small", lambda: mobilenet_v3_small(num_classes=10)),
                ("softmax", lambda: mobilenet_v3_small(num_classes=10, activation="Softmax")),
                ("sigmoid", lambda: mobilenet_v3_small(num_classes=10, activation="Sigmoid")),
                ("notop", lambda: mobilenet_v3_small(num_classes=10, include_top=False)),
                ("mult", lambda: mobilenet_v3_small(num_classes=10, multiplier=0.75))):
    net = mk()
    out(tag + "_names", set_weights(net, 0.5))
    net.set_train(False)
    out(tag + "_eval", guard(tag + "_eval", net, x))
    if tag in ("large", "small"):
        net.set_train(True)
        out(tag + "_train_fwd", guard(tag + "_train_fwd", net, x))
out("bad_act", guard("bad_act", mobilenet_v3_small, num_classes=10, activation="Tanh") and None)
loss = zoo_train.CrossEntropyWithLabelSmooth(smooth_factor=0.1, num_classes=10)
net = mobilenet_v3_small(num_classes=10)
set_weights(net, 0.5)
net.set_train(False)
wl = nn.WithLossCell(net, loss)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
lr = get_lr(global_step=0, lr_init=0, lr_end=0, lr_max=0.1, warmup_epochs=1, total_epochs=3, steps_per_epoch=NSTEP)
out("lr", lr)

def dset(k0=0):
    return ds.GeneratorDataset([(data(2, 3, H, H, k=k0 + i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                                for i in range(NSTEP)], ["image", "label"], shuffle=False)
net = mobilenet_v3_small(num_classes=10)
set_weights(net, 0.5)
lr = ms.Tensor(lr)
opt = nn.Momentum(filter(lambda p: p.requires_grad, net.get_parameters()), lr, 0.9, 1e-4, 1024)
model = ms.Model(net, loss_fn=loss, optimizer=opt,
                 loss_scale_manager=ms.FixedLossScaleManager(1024, drop_overflow_update=False))
seen = []


class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)


guard("train", model.train, 1, dset(), callbacks=[zoo_train.Monitor(lr_init=lr.asnumpy()), Rec()],
      dataset_sink_mode=False)
out("train_losses", seen)
weights("train_weights", net)
