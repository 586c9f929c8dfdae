"""research/audio/dscnn: DSCNN (a first Conv2d with a rectangular (4, 2) kernel and (2, 1) stride, then depthwise
Conv2d (group = channels, weight_init='ones', rectangular kernels / strides, pad_mode same) + BatchNorm2d(momentum
0.98) + ReLU + pointwise 1x1 Conv2d + BatchNorm2d + ReLU, AvgPool2d over the whole (t, f) map, Flatten, Dropout(p=0),
Dense), model_size_info [3, 16, 4, 2, 2, 1, 16, 3, 3, 2, 2, 16, 3, 3, 1, 1], 6 MFCC maps 1x16x10, 12 labels; the
zoo's CrossEntropy (OneHot + SoftmaxCrossEntropyWithLogits + ReduceMean).  Records: eval forward, loss, gradients,
the lr schedulers of src/lr_scheduler.py (MultiStepLR, CosineAnnealingLR with warm-up, StepLR, POLYLR,
ExponentialLR, CosineAnnealingWarmRestarts, CyclicLR, OneCycleLR), and train.py's Model (Momentum with weight decay on
the MultiStepLR schedule, amp_level O0 and O3 with keep_batchnorm_fp32=False: BatchNorm in float16) for NSTEP
steps; trained weights."""
import os, sys
from types import SimpleNamespace
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z52 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.nn.optim import Momentum
from src.ds_cnn import DSCNN
from src.loss import CrossEntropy
from src import lr_scheduler as L

cfg = SimpleNamespace(model_setting_label_count=12, model_setting_dct_coefficient_count=10,
                      model_setting_spectrogram_length=16, model_setting_dropout1=1.0)
SIZE = [3, 16, 4, 2, 2, 1, 16, 3, 3, 2, 2, 16, 3, 3, 1, 1]
B = 6
x = ms.Tensor(data(B, 1, 16, 10, k=2) * PERT)
lab = ms.Tensor(np.array([0, 3, 7, 3, 11, 5], np.int32))


def mk():
    n = DSCNN(cfg, SIZE)
    return n, set_trainable_weights(n, 0.8)


for name, fn in (("multistep", lambda: L.MultiStepLR(0.1, [1, 2], 0.1, 3, 4).get_lr()),
                 ("cosine", lambda: L.CosineAnnealingLR(0.1, 3, 3, 4, warmup_epochs=1, eta_min=0.001).get_lr()),
                 ("step", lambda: L.StepLR(0.1, 1, 0.5, 3, 4).get_lr()),
                 ("poly", lambda: L.POLYLR(0.1, 3, 4, 0.001, 2.0).get_lr()),
                 ("exp", lambda: L.ExponentialLR(0.1, 0.7, 3, 4).get_lr()),
                 ("warm_restarts", lambda: L.CosineAnnealingWarmRestarts(0.1, 3, 4, 2, 2).get_lr()),
                 ("cyclic", lambda: L.CyclicLR(0.001, 0.1, 3, 4).get_lr()),
                 ("onecycle", lambda: L.OneCycleLR(0.1, 3, 4).get_lr())):
    out("lr." + name, guard("lr." + name, fn))
net, names = mk()
out("names", names)
net.set_train(False)
out("eval", guard("eval", net, x))
wl = nn.WithLossCell(net, CrossEntropy(num_classes=12))
out("loss", guard("loss", wl, x, lab))
grads("grads", wl, x, lab)


def dset():
    xs = np.stack([data(B, 1, 16, 10, k=i) for i in range(NSTEP)]).reshape(NSTEP * B, 1, 16, 10) * PERT
    ys = np.tile(lab.asnumpy(), NSTEP)
    return ds.NumpySlicesDataset({"feat": xs.astype(np.float32), "label": ys}, shuffle=False).batch(B)


for amp in ("O0", "O3"):
    net, _ = mk()
    lr = L.MultiStepLR(0.1, [1, 2], 0.1, NSTEP, 1).get_lr()
    opt = Momentum(params=net.trainable_params(), learning_rate=ms.Tensor(lr), momentum=0.98, weight_decay=0.001)
    model = ms.Model(net, loss_fn=CrossEntropy(num_classes=12), optimizer=opt, amp_level=amp,
                     keep_batchnorm_fp32=False)
    train_record(amp + ".train", model, dset())
    weights(amp + ".w", net)
