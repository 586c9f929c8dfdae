"""st pynative/dynamic_shape variants: set_inputs with None dims (calls of other sizes, ranks, dtypes), dynamic sens
for GradOperation, unique / control flow over dynamic shapes, jit with dynamic inputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")
    def construct(self, x):
        y = ops.relu(x * self.w) + 1
        return y.sum(axis=1), ops.shape(y)

def mk(shape, dt=np.float32):
    return Tensor((np.arange(int(np.prod(shape))).reshape(shape) % 7 - 3).astype(dt))

for sig, calls in ((("None", 3), ((2, 3), (5, 3), (0, 3))), ((None, None), ((2, 3), (4, 3))), (None, ((2, 3), (3, 3)))):
    def t(sig=sig, calls=calls):
        n = Net()
        n.set_inputs(Tensor(shape=[None if s in (None, "None") else s for s in sig] if sig else None, dtype=ms.float32))
        return [n(mk(c)) for c in calls]
    case(f"dyn_calls_{sig}", t)
def t():
    n = Net(); n.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    return n(mk((2, 3, 1)))
case("dyn_bad_rank", t)
def t():
    n = Net(); n.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    return n(mk((2, 4)))
case("dyn_bad_dim", t)
def t():
    n = Net(); n.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    return n(mk((2, 3), np.float16))
case("dyn_bad_dtype", t)
def t():
    n = Net(); n.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    return n(mk((2, 3)), mk((2, 3)))
case("dyn_bad_arity", t)
def t():
    n = Net(); n.set_inputs(Tensor(shape=[-1, 3], dtype=ms.float32))
    return n(mk((4, 3)))
case("dyn_minus1", t)
def t():
    n = Net(); n.set_inputs(Tensor(shape=None, dtype=ms.float32))
    return n(mk((2, 3)))
case("dyn_rank_none", t)

class SensNet(nn.Cell):
    def construct(self, x, y):
        return x * y + ops.exp(x)
class GradSens(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)
    def construct(self, x, y, s):
        return self.g(self.net)(x, y, s)
def t():
    g = GradSens(SensNet())
    d = Tensor(shape=[None, 2], dtype=ms.float32)
    g.set_inputs(d, d, d)
    return [g(mk((k, 2)) / 4, mk((k, 2)), mk((k, 2)) * 0 + 2) for k in (1, 3)]
case("dyn_sens", t)
def t():
    g = GradSens(SensNet())
    return g(mk((2, 2)) / 4, mk((2, 2)), Tensor(np.float32(2.0)))
case("sens_scalar_for_matrix", t)

class UniqueNet(nn.Cell):
    def construct(self, x):
        y, idx = ops.unique(x)
        return y * 2, idx, ops.shape(y)
case("unique_dyn", lambda: [UniqueNet()(Tensor(np.array(v, np.int32))) for v in ([1, 1, 2, 3, 3], [5, 5, 5], [2])])
def t():
    n = UniqueNet(); n.set_inputs(Tensor(shape=[None], dtype=ms.int32))
    return [n(Tensor(np.array(v, np.int32))) for v in ([1, 1, 2, 3, 3], [4, 4])]
case("unique_setinputs", t)

class CF(nn.Cell):
    def construct(self, x):
        if x.shape[0] > 2:
            x = x * 2
        for _ in range(2):
            x = x + x.sum()
        return x
def t():
    n = CF(); n.set_inputs(Tensor(shape=[None], dtype=ms.float32))
    return [n(mk((k,))) for k in (1, 3, 5)]
case("cf_dyn", t)
def t():
    n = CF()
    return [ms.grad(n)(mk((k,))) for k in (1, 3)]
case("cf_grad", t)

class FtrlNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.EmbeddingLookup(8, 2, param_init="ones")
    def construct(self, ids):
        return self.emb(ids).sum()
def t():
    net = FtrlNet()
    opt = nn.FTRL(net.trainable_params(), learning_rate=0.1)
    tr = nn.TrainOneStepCell(net, opt)
    tr.set_inputs(Tensor(shape=[None], dtype=ms.int32))
    outs = [tr(Tensor(np.array(v, np.int32))) for v in ([0, 1], [1, 2, 3], [7])]
    return outs, net.emb.embedding_table
case("ftrl_dyn", t)

class Changed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
    def construct(self, x, flag):
        if flag:
            return self.dense(x)
        return x.sum(-1)
def t():
    n = Changed()
    return [ops.GradOperation()(n)(mk((2, 3)), f) for f in (True, False, True)]
case("structure_changed", t)
def t():
    @ms.jit(dynamic=1)
    def f(x):
        return x.sum() + ops.shape(x)[0]
    return [f(mk((k, 2))) for k in (1, 3, 4)]
case("jit_dynamic1", t)
def t():
    @ms.jit(input_signature=Tensor(shape=[None, 2], dtype=ms.float32))
    def f(x):
        return x * 2
    return [f(mk((k, 2))) for k in (1, 3)] + [f(mk((2, 3)))]
case("jit_signature_bad", t)
