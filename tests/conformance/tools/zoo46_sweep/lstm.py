"""official/nlp/LSTM: SentimentNet (frozen nn.Embedding from a given table, Transpose, nn.LSTM 2 layers
bidirectional / unidirectional, Concat of the first and 500th step (the zoo slices output[499:500], so the sequence
is 500 long), Dense) with vocab 40, embed 8, hidden 8, batch 2: forward, SoftmaxCrossEntropyWithLogits(sparse) loss,
grads, src/lr_schedule.get_lr, then train.py's Model(network, loss, nn.Momentum(lr, 0.9), {'acc': Accuracy()})
after network.set_jit_config(JitConfig(jit_level="O2")), NSTEP steps, Model.eval."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z46 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.train import Accuracy
from src.lstm import SentimentNet
from src.lr_schedule import get_lr

B, T, V, E, H = 2, 500, 40, 8, 8
table = (data(V, E, k=7) * 0.5 * (1 + PERT)).astype(np.float32)
def ids(k):
    return ((np.arange(B * T).reshape(B, T) * (7 + k) + 3 * k) % V).astype(np.int32)
x = ms.Tensor(ids(0)); y = ms.Tensor(np.array([0, 1], np.int32))
for bi in (True, False):
    tag = "bi" if bi else "uni"
    net = SentimentNet(V, E, H, 2, bi, 2, ms.Tensor(table), B)
    out(tag + ".names", set_weights(net, 0.7))
    net.embedding.embedding_table.set_data(ms.Tensor(table))
    out(tag + ".fwd", guard(tag + ".fwd", net, x))
    wl = nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'))
    out(tag + ".loss", guard(tag + ".loss", wl, x, y))
    g = guard(tag + ".grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
    if g is not None:
        out(tag + ".grads", {p.name: v for p, v in zip(net.trainable_params(), g)})
lr = get_lr(global_step=0, lr_init=0.001, lr_end=0.0001, lr_max=0.1, warmup_epochs=1, total_epochs=3,
            steps_per_epoch=NSTEP, lr_adjust_epoch=2)
out("lr", lr)
def dset():
    return ds.GeneratorDataset([(ids(k)[j], np.int32((j + k) % 2)) for k in range(NSTEP) for j in range(B)],
                               ["feature", "label"], shuffle=False).batch(B)
for dyn in (False, True):
    net = SentimentNet(V, E, H, 2, True, 2, ms.Tensor(table), B)
    set_weights(net, 0.7)
    net.embedding.embedding_table.set_data(ms.Tensor(table))
    opt = nn.Momentum(net.trainable_params(), ms.Tensor(lr) if dyn else 0.1, 0.9)
    net.set_jit_config(ms.JitConfig(jit_level="O2"))
    model = ms.Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction='mean'), opt, {'acc': Accuracy()})
    tag = "train.dyn" if dyn else "train"
    train_record(tag, model, dset(), epochs=1)
    weights(tag + "_w", net)
    out(tag + ".eval", guard(tag + ".eval", model.eval, dset(), dataset_sink_mode=False))
