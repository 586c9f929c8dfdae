"""official/cv/ShuffleNet/shufflenetv2 (model_size 0.5x, 10 classes) at 2x3x224x224 (its 7x7 global pool needs
224): forward (train/eval), CrossEntropySmooth (label smoothing 0.1), parameter grads, then train.py's
Model(net, loss_fn, Momentum(get_lr_basic, weight_decay), metrics={'acc'}) train with LossMonitor and eval."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z30 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from src.shufflenetv2 import ShuffleNetV2
from src.CrossEntropySmooth import CrossEntropySmooth
from src.lr_generator import get_lr_basic

x = Tensor(data(2, 3, 224, 224) * PERT)
y = Tensor(np.array([3, 7], np.int32))
net = ShuffleNetV2(n_class=10, model_size='0.5x')
out("names", set_weights(net, 0.5))
net.set_train(False)
out("eval", net(x))
loss = CrossEntropySmooth(sparse=True, reduction="mean", smooth_factor=0.1, num_classes=10)
net.set_train(True)
wl = nn.WithLossCell(net, loss)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})

net = ShuffleNetV2(n_class=10, model_size='0.5x')
set_weights(net, 0.5)
lr = get_lr_basic(lr_init=0.05, total_epochs=2, steps_per_epoch=NSTEP, is_stair=True)
out("lr", lr)
opt = nn.Momentum(params=net.trainable_params(), learning_rate=Tensor(lr), momentum=0.9, weight_decay=4e-5)
model = ms.train.Model(net, loss_fn=loss, optimizer=opt, metrics={'acc'})
dset = ds.GeneratorDataset([(data(2, 3, 224, 224, k=i) * PERT, np.array([i % 10, (3 * i + 1) % 10], np.int32))
                            for i in range(NSTEP)], ["image", "label"], shuffle=False)
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
guard("model_train", model.train, 1, dset, callbacks=[ms.train.LossMonitor(1), Rec()], dataset_sink_mode=False)
out("model_losses", seen)
weights("model_weights", net)
edset = ds.GeneratorDataset([(data(2, 3, 224, 224, k=5) * PERT, np.array([1, 2], np.int32))], ["image", "label"],
                            shuffle=False)
out("model_eval", guard("model_eval", model.eval, edset, dataset_sink_mode=False))
