"""research/cv/TCN: TCN (TemporalConvNet of TemporalBlocks: nn.Pad, the zoo's WNConv1d -- nn.Conv1d subclass with
weight normalisation through mindspore.numpy.norm (norm_except_dim), `delattr(self, 'weight')` and nn.Conv1d's
own expand_dims / conv2d / bias_add / squeeze attributes used in its construct -- Chomp1d slicing, ReLU, a 1x1
downsample Conv1d; Dense on y[:, :, -1], LogSoftmax) with channels [8, 8, 8], kernel 3 (dilations 1, 2, 4): the
permuted-MNIST form (1 input channel, 10 classes, NLLLoss from OneHot + scalar_to_tensor) and the adding problem
(2 channels, 1 output, nn.MSELoss, the zoo's MyLoss metric with rearrange_inputs), sequences of 24, batch 4.
dropout 1.0 (the zoo's nn.Dropout(p=1 - dropout): p 0, deterministic).  Records: eval forward, losses, gradients
(param_g / param_v), get_lr, train.py's Model(net, loss, nn.Adam(weight_decay), metrics) trained 2 epochs of NSTEP
steps with LossMonitor, model.eval with Accuracy / MyLoss, trained weights."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.nn.metrics import Accuracy
from src.model import TCN
from src.loss import NLLLoss
# MindSpore 2.10 has no module mindspore.nn.metrics.metric (nn.metrics is a module there; msgraph has it): recorded,
# then mindspore.train.metrics.metric is put under that name so that src/metric.py imports on both sides
import importlib
out("nn_metrics_metric", guard("nn_metrics_metric", importlib.import_module, "mindspore.nn.metrics.metric") is not None)
import mindspore.train.metrics.metric as _metric
sys.modules["mindspore.nn.metrics.metric"] = _metric
from src.metric import MyLoss
from src.lr_generator import get_lr

B, L = 4, 24
class Cfg:
    lr = 0.003; epoch_size = 3; epoch_change = 2
out("lr", get_lr(Cfg, 2))
for tag in ("pmnist", "adding"):
    cin, nout = (1, 10) if tag == "pmnist" else (2, 1)
    def mk():
        n = TCN(cin, nout, [8, 8, 8], 3, 1.0, dataset_name="permuted_mnist" if tag == "pmnist" else "adding_problem")
        return n, set_trainable_weights(n, 0.8)
    net, names = mk()
    out(tag + ".names", names)
    xs = [data(B, cin, L, k=i) * PERT for i in range(NSTEP)]
    ys = [np.array([(i + 3 * j) % 10 for j in range(B)], np.int32) if tag == "pmnist"
          else data(B, 1, k=20 + i) for i in range(NSTEP)]
    net.set_train(False)
    out(tag + ".fwd", guard(tag + ".fwd", net, ms.Tensor(xs[0])))
    loss = NLLLoss(reduction="mean") if tag == "pmnist" else nn.MSELoss()
    wl = nn.WithLossCell(net, loss)
    out(tag + ".loss", guard(tag + ".loss", wl, ms.Tensor(xs[0]), ms.Tensor(ys[0])))
    grads(tag + ".grads", wl, ms.Tensor(xs[0]), ms.Tensor(ys[0]))
    net, _ = mk()
    lr = ms.Tensor(get_lr(Cfg, NSTEP), dtype=ms.float32)
    opt = nn.Adam(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
    model = ms.Model(net, loss, opt, metrics={"Accuracy": Accuracy() if tag == "pmnist" else MyLoss()})
    d = ds.NumpySlicesDataset({"x": np.concatenate(xs).astype(np.float32), "y": np.concatenate(ys)},
                              shuffle=False).batch(B)
    train_record(tag + ".train", model, d, epochs=2)
    weights(tag + ".w", net)
    out(tag + ".eval", guard(tag + ".eval", model.eval, d, dataset_sink_mode=False))
