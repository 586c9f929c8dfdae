"""nn.LSTM / GRU / RNN with num_layers > 1, bidirectional, batch_first, dropout (eval), initial states given or
not, seq_length, has_bias=False, nonlinearity='relu', float16; outputs, final states, input / state / weight
gradients (ms.grad inside a Cell, value_and_grad), a 2-step SGD training; mode from $MODE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from _h import case


def xs(shape, dtype=np.float32, k=7, d=4):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % k - k // 2).astype(dtype) / d)


def setw(net):
    for i, p in enumerate(net.get_parameters()):
        a = (np.arange(int(np.prod(p.shape))) % 5 - 2).astype(np.float64) / 10 + 0.03 * (i % 4)
        p.set_data(Tensor(a.reshape(p.shape).astype(ms.dtype_to_nptype(p.dtype))))
    return net


class Run(nn.Cell):
    def __init__(self, layer, mode):
        super().__init__()
        self.layer = layer
        self.mode = mode

    def construct(self, x, h, seq):
        if self.mode == 0:
            return self.layer(x)
        if self.mode == 1:
            return self.layer(x, h)
        return self.layer(x, h, seq)


class Loss(nn.Cell):
    def __init__(self, run):
        super().__init__()
        self.run = run

    def construct(self, x, h, seq):
        out, hn = self.run(x, h, seq)
        if isinstance(hn, tuple):
            return (out * out).sum() + hn[0].sum() + (hn[1] * 2).sum()
        return (out * out).sum() + hn.sum()


def states(cls, L, D, N, H, dtype=np.float32):
    h = xs((L * D, N, H), dtype, k=5, d=8)
    if cls == "LSTM":
        return (h, xs((L * D, N, H), dtype, k=3, d=8))
    return h


CFGS = []
for cls in ("LSTM", "GRU", "RNN"):
    for L, bi, bf in [(1, False, False), (2, False, False), (1, True, False), (2, True, True), (3, True, False)]:
        CFGS.append((cls, dict(num_layers=L, bidirectional=bi, batch_first=bf)))
    CFGS.append((cls, dict(num_layers=2, has_bias=False)))
    CFGS.append((cls, dict(num_layers=2, dropout=0.5)))
CFGS.append(("RNN", dict(num_layers=2, nonlinearity="relu", bidirectional=True)))


def lbl(cls, kw):
    return cls + "." + ".".join(f"{k}{v}" for k, v in kw.items())


N, T, I, H = 2, 3, 3, 4
for cls, kw in CFGS:
    L, D, bf = kw.get("num_layers", 1), 2 if kw.get("bidirectional") else 1, kw.get("batch_first", False)
    xshape = (N, T, I) if bf else (T, N, I)
    mk = lambda cls=cls, kw=kw: setw(getattr(nn, cls)(I, H, **kw))
    for mode in (0, 1, 2):
        name = lbl(cls, kw) + f".m{mode}"
        h0 = states(cls, L, D, N, H) if mode else None
        seq = Tensor(np.array([3, 2], np.int32)) if mode == 2 else None

        def fwd(mk=mk, h0=h0, seq=seq, mode=mode):
            r = Run(mk(), mode)
            r.set_train(False)
            return r(xs(xshape), h0, seq)
        case(name + ".fwd", fwd)

        def grad(mk=mk, h0=h0, seq=seq, mode=mode):
            net = Loss(Run(mk(), mode))
            net.set_train(False)
            params = net.trainable_params()
            pos = (0, 1) if mode else 0
            g = ms.grad(net, grad_position=pos, weights=params)(xs(xshape), h0, seq)
            return [g[0]] + [(p.name, w) for p, w in zip(params, g[1])]
        if mode != 2 or cls != "RNN":
            case(name + ".grad", grad)


# float16 / float64 inputs and layers
for cls in ("LSTM", "GRU", "RNN"):
    for dt, mdt in ((np.float16, ms.float16), (np.float64, ms.float64)):
        def f(cls=cls, dt=dt, mdt=mdt):
            net = setw(getattr(nn, cls)(I, H, num_layers=2, bidirectional=True, dtype=mdt))
            net.set_train(False)
            return net(xs((T, N, I), dt))
        case(f"{cls}.{mdt}.fwd", f)

        def f2(cls=cls, dt=dt):
            net = setw(getattr(nn, cls)(I, H, num_layers=2))
            net.set_train(False)
            return net(xs((T, N, I), dt))
        case(f"{cls}.f32layer.in{dt.__name__}", f2)


# two training steps (SGD) in both modes: loss and updated parameters
for cls, kw in [("LSTM", dict(num_layers=2, bidirectional=True)), ("GRU", dict(num_layers=2, batch_first=True)),
                ("RNN", dict(num_layers=2, nonlinearity="relu")), ("LSTM", dict(num_layers=1, has_bias=False))]:
    def train(cls=cls, kw=kw):
        net = Loss(Run(setw(getattr(nn, cls)(I, H, **kw)), 1))
        opt = nn.SGD(net.trainable_params(), learning_rate=0.1, momentum=0.9)
        step = nn.TrainOneStepCell(net, opt)
        step.set_train()
        L, D = kw.get("num_layers", 1), 2 if kw.get("bidirectional") else 1
        xshape = (N, T, I) if kw.get("batch_first") else (T, N, I)
        h0 = states(cls, L, D, N, H)
        losses = [step(xs(xshape), h0, None) for _ in range(2)]
        return losses + [(p.name, p.value()) for p in net.trainable_params()]
    case(lbl(cls, kw) + ".train2", train)

# error paths
case("LSTM.bad_h_shape", lambda: nn.LSTM(I, H, num_layers=2)(xs((T, N, I)), (xs((1, N, H)), xs((1, N, H)))))
case("GRU.bad_input_size", lambda: nn.GRU(I, H)(xs((T, N, I + 1))))
case("RNN.bad_nonlinearity", lambda: nn.RNN(I, H, nonlinearity="gelu"))
case("LSTM.dropout_gt1", lambda: nn.LSTM(I, H, dropout=1.5))
case("LSTM.num_layers0", lambda: nn.LSTM(I, H, num_layers=0))
case("GRU.x2d", lambda: nn.GRU(I, H)(xs((T, I))))
case("LSTM.names", lambda: [(n, p.shape) for n, p in nn.LSTM(I, H, num_layers=2, bidirectional=True).parameters_and_names()])
case("GRU.trainable_names", lambda: [p.name for p in nn.GRU(I, H, num_layers=2, has_bias=False).trainable_params()])
