"""research/cv/warpctc: StackedRNN (Transpose (3,0,2,1) + Reshape to (W, B, 192), nn.LSTM 2 layers hidden 16, Dense
over the sequence; the zoo draws its Dense init with np.random, overwritten here) on 2x3x64x12 captcha images, the
zoo's CTCLoss cell (int32 / int64 Parameters for the sequence lengths and label indices, P.CTCLoss
ctc_merge_repeated), grads, src/lr_schedule.get_lr, then train.py: nn.SGD(lr list, momentum 0.9), WithLossCell,
the zoo's TrainOneStepCellWithGradClip (GradOperation with a Fill'ed sens, ops.norm over a HyperMap of per-grad
norms, Select clip at 10, defer_inline) under Model(net).train, and eval.py's Model(net, loss_fn,
metrics={'WarpCTCAccuracy': ...}).eval (the zoo's metric never runs nn.Metric.__init__)."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z46 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.nn.wrap import WithLossCell
from src.warpctc import StackedRNN
from src.loss import CTCLoss
from src.warpctc_for_train import TrainOneStepCellWithGradClip
from src.lr_schedule import get_lr
from src.metric import WarpCTCAccuracy

B, H, W, L, HID = 2, 64, 12, 4, 16
def img(k):
    return (data(B, 3, H, W, k=k) * (1 + PERT)).astype(np.float32)
def lab(k):
    return ((np.arange(B * L).reshape(B, L) * 3 + k) % 10).astype(np.int32)
def mk():
    np.random.seed(0)
    n = StackedRNN(input_size=192, hidden_size=HID, batch_size=B)
    set_weights(n, 0.8)
    return n
net = mk()
out("names", [(p.name, tuple(p.shape)) for p in net.get_parameters()])
x, y = ms.Tensor(img(0)), ms.Tensor(lab(0))
out("fwd", guard("fwd", net, x))
loss = CTCLoss(max_sequence_length=W, max_label_length=L, batch_size=B)
wl = WithLossCell(net, loss)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
lr = get_lr(12, NSTEP, 0.05)
out("lr", lr)
def dset():
    return ds.GeneratorDataset([(img(k)[j], lab(k)[j]) for k in range(NSTEP) for j in range(B)], ["image", "label"],
                               shuffle=False).batch(B)
net = mk()
opt = nn.SGD(params=net.trainable_params(), learning_rate=lr, momentum=0.9)
tn = TrainOneStepCellWithGradClip(WithLossCell(net, CTCLoss(W, L, B)), opt, 1).set_train()
model = ms.Model(tn)
train_record("train", model, dset(), epochs=1)
weights("train_w", net)
net.set_train(False)
model = ms.Model(net, loss_fn=CTCLoss(W, L, B), metrics={'WarpCTCAccuracy': WarpCTCAccuracy('CPU')})
out("eval", guard("eval", model.eval, dset(), dataset_sink_mode=False))
