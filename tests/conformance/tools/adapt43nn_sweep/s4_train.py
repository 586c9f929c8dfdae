"""Two training steps (TrainOneStepCell with SGD-momentum / Adam / value_and_grad + optimizer) of each layer kind the
brief names, built with non-default arguments: losses and every parameter after the steps (moving statistics too);
mode from $MODE (Graph mode compiles the train step)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from _h import case


def xs(shape, dtype=np.float32, k=7, d=4):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k - k // 2).astype(dtype) / d)


def setw(net):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.03 * (i % 4)
        if "variance" in p.name:
            a = np.abs(a) + 1
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


class Head(nn.Cell):
    def __init__(self, layer, kind):
        super().__init__()
        self.layer = layer
        self.kind = kind

    def construct(self, *a):
        y = self.layer(*a)
        if isinstance(y, tuple):
            y = y[0]
        if self.kind == 1:
            return ops.ReduceMean()(ops.square(y - 0.1))
        return ops.ReduceSum()(y * ops.sin(y))


E, NH, S, N = 4, 2, 3, 2
q = xs((S, N, E))
kpm = Tensor(np.array([[False, False, True], [False, True, False]]))
am = Tensor(np.triu(np.ones((S, S), bool), 1))
idx = Tensor(np.array([[0, 2, 1], [3, 0, 0]], np.int32))

LAYERS = [
    ("mha.masks", lambda: nn.MultiheadAttention(E, NH), (q, q, q, kpm, True, am)),
    ("mha.bf.kdim", lambda: nn.MultiheadAttention(E, NH, kdim=3, vdim=5, batch_first=True), (xs((N, S, E)), xs((N, S, 3)), xs((N, S, 5)), kpm)),
    ("enc.normfirst.gelu", lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0, activation="gelu", norm_first=True), (q, am)),
    ("dec", lambda: nn.TransformerDecoderLayer(E, NH, 8, dropout=0.0, batch_first=True), (xs((N, S, E)), xs((N, S + 1, E), k=5))),
    ("emb.pad", lambda: nn.Embedding(5, 3, padding_idx=0), (idx,)),
    ("emb.onehot.pad", lambda: nn.Embedding(5, 3, use_one_hot=True, padding_idx=2), (idx,)),
    ("ln.eps", lambda: nn.LayerNorm((2, 3), begin_norm_axis=1, begin_params_axis=1, epsilon=0.1), (xs((2, 2, 3)),)),
    ("gn", lambda: nn.GroupNorm(2, 4, eps=0.1), (xs((2, 4, 2, 2)),)),
    ("bn2d.mom", lambda: nn.BatchNorm2d(4, momentum=0.6, eps=0.01), (xs((2, 4, 2, 2)),)),
    ("bn1d.noaffine", lambda: nn.BatchNorm1d(4, affine=False), (xs((3, 4)),)),
    ("dense.tanh", lambda: nn.Dense(3, 4, activation="tanh"), (xs((2, 3)),)),
    ("dense.prelu", lambda: nn.Dense(3, 4, activation="prelu"), (xs((2, 3)),)),
    ("conv.same.dil", lambda: nn.Conv2d(2, 3, 3, dilation=2, pad_mode="same", has_bias=True), (xs((1, 2, 4, 4)),)),
    ("conv1d.pad.group", lambda: nn.Conv1d(4, 2, 2, pad_mode="pad", padding=1, group=2), (xs((2, 4, 5)),)),
    ("convT.s2", lambda: nn.Conv2dTranspose(2, 2, 2, stride=2, has_bias=True), (xs((1, 2, 2, 2)),)),
    ("lstm.bi2", lambda: nn.LSTM(3, 2, 2, bidirectional=True, batch_first=True), (xs((2, 3, 3)),)),
    ("gru.2", lambda: nn.GRU(3, 2, 2, has_bias=False), (xs((3, 2, 3)),)),
    ("seq.dense.do.ln", lambda: nn.SequentialCell([nn.Dense(3, 4, activation="relu"), nn.Dropout(p=0.0), nn.LayerNorm((4,))]), (xs((2, 3)),)),
]


def train(mk, args, opt_kind, kind):
    net = Head(setw(mk()), kind)
    params = net.trainable_params()
    if opt_kind == "mom":
        opt = nn.Momentum(params, learning_rate=0.1, momentum=0.9, weight_decay=0.01)
    elif opt_kind == "adam":
        opt = nn.Adam(params, learning_rate=0.01)
    else:
        opt = nn.SGD(params, learning_rate=0.2)
    if opt_kind == "vag":
        gf = ms.value_and_grad(net, None, opt.parameters)
        losses = []
        for _ in range(2):
            loss, g = gf(*args)
            opt(g)
            losses.append(loss)
    else:
        step = nn.TrainOneStepCell(net, opt)
        step.set_train()
        losses = [step(*args) for _ in range(2)]
    return losses + [(p.name, p.value()) for p in net.get_parameters()]


for name, mk, args in LAYERS:
    for opt_kind, kind in (("mom", 1), ("adam", 2), ("vag", 1)):
        case(f"{name}.{opt_kind}", lambda mk=mk, args=args, o=opt_kind, k=kind: train(mk, args, o, k))
