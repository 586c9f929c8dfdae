"""research/nlp/textrcnn: textrcnn (embedding table frozen, float16 Dense layers through to_float, the GRU and
vanilla RNN cells unrolled over the sequence in Python loops, left / right context concat, text_rep_dense + tanh,
ReduceMax over time, mydense) with batch 2, sequence 5, vocabulary 20 (hidden 512 and embedding 300 are fixed by the
zoo): eval forward, SoftmaxCrossEntropyWithLogits(sparse) loss, gradients, then train.py's Model(amp_level="O3",
nn.Adam(lr=cfg.lr through src.utils.get_lr, loss_scale 1.0), metrics acc) for NSTEP steps and the trained weights,
Model.eval; the lstm cell (P.DynamicRNN on CPU) forward; get_lr_lstm's schedule.  Dropout (p=0.3) swapped for
Identity in training."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z47 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.ops import composite as C
from mindspore.train import Model
from mindspore.nn.metrics import Accuracy
from src.textrcnn import textrcnn
from src.utils import get_lr, get_lr_lstm

V, L, B = 20, 5, 2
emb = (data(V, 300, k=1) * 0.3).astype(np.float32)
ids = ((np.arange(B * L) * 7 + 3) % V).reshape(B, L).astype(np.int32)
lab = np.array([0, 1], np.int32)
class Cfg:
    cell = "gru"; lr = 0.001; lstm_lr_init = 0.002; lstm_lr_end = 0.0005; lstm_lr_max = 0.003
    lstm_lr_warm_up_epochs = 2; lstm_num_epochs = 15; lstm_lr_adjust_epochs = 9
out("lr_lstm", get_lr_lstm(0, 0.002, 0.0005, 0.003, 2, 15, 4, 9))
class Grad(nn.Cell):
    def __init__(self, net):
        super().__init__(); self.net = net; self.w = ms.ParameterTuple(net.trainable_params())
        self.g = C.GradOperation(get_by_list=True)
    def construct(self, x, y):
        return self.g(self.net, self.w)(x, y)
for cell in ("gru", "vanilla", "lstm"):
    net = textrcnn(weight=ms.Tensor(emb), vocab_size=V, cell=cell, batch_size=B)
    out(cell + ".names", set_weights(net, 0.8))
    net.drop_out = nn.Identity()
    net.set_train(False)
    out(cell + ".fwd", guard(cell + ".fwd", net, ms.Tensor(ids)))
    if cell == "lstm":
        continue
    loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
    wl = nn.WithLossCell(net, loss)
    out(cell + ".loss", guard(cell + ".loss", wl, ms.Tensor(ids), ms.Tensor(lab)))
    g = guard(cell + ".grads", Grad(wl), ms.Tensor(ids), ms.Tensor(lab))
    if g is not None:
        out(cell + ".grads", {p.name: v for p, v in zip(wl.trainable_params(), g)})
    Cfg.cell = cell
    lr = get_lr(Cfg, 4)
    loss2 = nn.SoftmaxCrossEntropyWithLogits(sparse=True)
    opt = nn.Adam(params=net.trainable_params(), learning_rate=lr, loss_scale=1.0)
    model = Model(net, loss_fn=loss2, optimizer=opt, metrics={'acc': Accuracy()}, amp_level="O3")
    d = ds.NumpySlicesDataset({"data": np.tile(ids, (NSTEP, 1)), "label": np.tile(lab, NSTEP)}, shuffle=False).batch(B)
    train_record(cell + ".train", model, d)
    weights(cell + ".train_w", net)
    out(cell + ".eval", guard(cell + ".eval", model.eval, d, dataset_sink_mode=False))
