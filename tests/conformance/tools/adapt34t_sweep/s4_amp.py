"""Mixed precision: Cell.to_float nesting, amp.auto_mixed_precision levels on cells / functions, result dtypes, both modes."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.ops.operations as P
from _h import case

class RTS(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU(); self.tanh = nn.Tanh(); self.softmax = nn.Softmax()
    def construct(self, x):
        x = self.relu(x)
        return x, self.tanh(x), self.softmax(x)

class Add(nn.Cell):
    def __init__(self):
        super().__init__()
        self.add = P.Add()
    def construct(self, x, y):
        return self.add(x, y)

class RTA(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU(); self.tanh = nn.Tanh(); self.add = Add()
    def construct(self, x):
        return self.add(self.relu(x), self.tanh(x))

class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
        self.bn = nn.BatchNorm1d(2)
        self.ln = nn.LayerNorm((2,))
    def construct(self, x):
        y = self.dense(x)
        return y, self.bn(y), self.ln(y), ops.matmul(x, x.T), x * 2, y.sum(), ops.softmax(y), ops.exp(y)

x = Tensor(np.array([[-1.0, 0.5, 2.0], [0.25, -3.0, 1.0]], np.float32))
x16 = Tensor(np.array([[-1.0, 0.5, 2.0], [0.25, -3.0, 1.0]], np.float16))
x64 = Tensor(np.array([[-1.0, 0.5, 2.0], [0.25, -3.0, 1.0]], np.float64))
xi = Tensor(np.array([[-1, 0, 2], [3, -3, 1]], np.int32))

for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    m = "py" if mode == ms.PYNATIVE_MODE else "g"
    def t1():
        n = RTS(); n.to_float(ms.float16); n.relu.to_float(ms.float32); n.softmax.to_float(ms.float16); return n(x)
    case(f"rts1_{m}")(t1)
    def t2():
        n = RTS(); n.relu.to_float(ms.float32); n.softmax.to_float(ms.float16); n.to_float(ms.float16); return n(x)
    case(f"rts2_{m}")(t2)
    def t3():
        n = RTA(); n.to_float(ms.float16); n.relu.to_float(ms.float32); n.add.to_float(ms.float32); return n(x)
    case(f"rta3_{m}")(t3)
    for nm, xx in (("f32", x), ("f16", x16), ("f64", x64), ("i32", xi)):
        def t4(xx=xx):
            n = RTA(); n.to_float(ms.float16); return n(xx)
        case(f"rta_tofloat16_{nm}_{m}")(t4)
        def t5(xx=xx):
            n = RTS(); n.to_float(ms.float32); return n(xx)
        case(f"rts_tofloat32_{nm}_{m}")(t5)
    def t6():
        n = RTA(); n.to_float(ms.float16); n.add.to_float(ms.float32); return n(x), n(x16)
    case(f"rta_add32_{m}")(t6)
    for lvl in ("O0", "O1", "O2", "O3", "auto"):
        def t7(lvl=lvl):
            n = Lin(); n.set_train(False); n = ms.amp.auto_mixed_precision(n, lvl); return n(x)
        case(f"lin_{lvl}_{m}")(t7)
        def t8(lvl=lvl):
            n = Lin(); n.set_train(False); n = ms.amp.auto_mixed_precision(n, lvl); return n(x16)
        case(f"lin16_{lvl}_{m}")(t8)
    def t9():
        n = Lin(); n.set_train(False); n.to_float(ms.float16); return n(x)
    case(f"lin_tofloat16_{m}")(t9)
    def t10():
        n = Lin(); n.set_train(False); n.dense.to_float(ms.float16); return n(x)
    case(f"lin_dense16_{m}")(t10)
    def t11():
        n = Lin(); n.set_train(False); n.to_float(ms.float16); n.to_float(ms.float32); return n(x16)
    case(f"lin_tofloat_twice_{m}")(t11)

def fa(a, b, c):
    return ops.addn([a, b, c])
def fc(a, b, c):
    return ops.concat([a, b, c])
def fm(a, b, c):
    return ops.matmul(a.reshape(1, 2), b.reshape(2, 1)) + c
ms.set_context(mode=ms.PYNATIVE_MODE)
for fn in (fa, fc, fm):
    for lvl in ("auto", "O1", "O2", "O3"):
        g = ms.amp.auto_mixed_precision(fn, lvl)
        for dts in ((ms.float16, ms.float16, ms.float16), (ms.float16, ms.float32, ms.float16), (ms.float32,) * 3,
                    (ms.float64, ms.float32, ms.float32)):
            case(f"fn_{fn.__name__}_{lvl}_{'_'.join(str(d) for d in dts)}")(
                lambda g=g, dts=dts: g(Tensor([1, 2], dts[0]), Tensor([3, 4], dts[1]), Tensor([5, 6], dts[2])))
