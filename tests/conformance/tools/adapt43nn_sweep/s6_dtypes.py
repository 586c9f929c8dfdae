"""The layers of s3 with float16 / float64 inputs and dtype= arguments, and int / bool inputs where model code passes
them by mistake: forward and input gradient; mode from $MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from _h import case


def xs(shape, dtype=np.float32, k=7, d=4):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k - k // 2).astype(dtype) / d)


class SumOut(nn.Cell):
    def __init__(self, layer):
        super().__init__()
        self.layer = layer

    def construct(self, *a):
        y = self.layer(*a)
        if isinstance(y, tuple):
            y = y[0]
        return (y * y).sum()


def setw(net):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.03 * (i % 4)
        if "variance" in p.name:
            a = np.abs(a) + 1
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


def fg(mk, *args):
    net = setw(mk())
    net.set_train(False)
    out = net(*args)
    g = ms.grad(SumOut(net), grad_position=0)(*args)
    return [out, g]


E, NH, S, N = 4, 2, 3, 2
for dt, mdt in ((np.float16, ms.float16), (np.float64, ms.float64)):
    t = dt.__name__
    q = xs((S, N, E), dt)
    case(f"mha.{t}", lambda q=q, mdt=mdt: fg(lambda: nn.MultiheadAttention(E, NH, dtype=mdt), q, q, q))
    case(f"mha.f32layer.{t}", lambda q=q: fg(lambda: nn.MultiheadAttention(E, NH), q, q, q))
    case(f"enc.{t}", lambda q=q, mdt=mdt: fg(lambda: nn.TransformerEncoderLayer(E, NH, 8, dropout=0.0, dtype=mdt), q))
    case(f"ln.{t}", lambda dt=dt, mdt=mdt: fg(lambda: nn.LayerNorm((4,), dtype=mdt), xs((2, 4), dt)))
    case(f"ln.f32layer.{t}", lambda dt=dt: fg(lambda: nn.LayerNorm((4,)), xs((2, 4), dt)))
    case(f"gn.f32layer.{t}", lambda dt=dt: fg(lambda: nn.GroupNorm(2, 4), xs((2, 4, 2), dt)))
    case(f"bn1d.f32layer.{t}", lambda dt=dt: fg(lambda: nn.BatchNorm1d(4), xs((2, 4), dt)))
    case(f"dense.act.{t}", lambda dt=dt, mdt=mdt: fg(lambda: nn.Dense(4, 3, activation="gelu", dtype=mdt), xs((2, 4), dt)))
    case(f"dense.f32layer.{t}", lambda dt=dt: fg(lambda: nn.Dense(4, 3, activation="tanh"), xs((2, 4), dt)))
    case(f"emb.{t}", lambda mdt=mdt: setw(nn.Embedding(5, 3, dtype=mdt, padding_idx=1))(Tensor(np.array([1, 2], np.int32))))
    case(f"conv.same.f32layer.{t}", lambda dt=dt: fg(lambda: nn.Conv2d(2, 2, 3, pad_mode="same"), xs((1, 2, 3, 3), dt)))
    case(f"do2d.eval.{t}", lambda dt=dt: fg(lambda: nn.Dropout2d(p=0.3), xs((1, 2, 2, 2), dt)))
for it in (np.int32, np.bool_):
    t = it.__name__
    case(f"dense.{t}", lambda it=it: nn.Dense(4, 3)(Tensor(np.ones((2, 4), it))))
    case(f"ln.{t}", lambda it=it: nn.LayerNorm((4,))(Tensor(np.ones((2, 4), it))))
    case(f"mha.{t}", lambda it=it: nn.MultiheadAttention(E, NH)(*(Tensor(np.ones((S, N, E), it)),) * 3))
    case(f"do.eval.{t}", lambda it=it: nn.Dropout(p=0.5).set_train(False)(Tensor(np.ones((2, 4), it))))
    case(f"lstm.{t}", lambda it=it: nn.LSTM(4, 2)(Tensor(np.ones((S, N, 4), it))))
