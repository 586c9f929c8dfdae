"""dynamic-shape (Cell.set_inputs) variants of st/ops/cpu op tests: None dims / dynamic rank, calls with several
shapes, dtype / rank mismatches against set_inputs, gradients of dynamic-shape Cells, value-dependent output shapes,
shape ops (Shape, TensorShape, Rank, Size, len) on dynamic inputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case


def T(shape, dt=np.float32, off=0.0):
    n = int(np.prod(shape)) if len(shape) else 1
    return Tensor((np.arange(n).reshape(shape) / 3 - 1 + off).astype(dt))


class Un(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x):
        return self.f(x)


class Bin(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        return self.f(x, y)


class ShapeNet(nn.Cell):
    def construct(self, x):
        return x.shape, ops.shape(x), ops.TensorShape()(x), ops.rank(x), ops.size(x), len(x)


class ReshapeNet(nn.Cell):
    def construct(self, x):
        return x.reshape((x.shape[0], -1)) * 2


class ZerosLikeShape(nn.Cell):
    def construct(self, x):
        return ops.zeros(x.shape, ms.float32) + ops.ones_like(x)


class ShapeIf(nn.Cell):
    def construct(self, x):
        if x.shape[0] > 2:
            return x.sum()
        return x.mean()


class LoopNet(nn.Cell):
    def construct(self, x):
        s = x[0] * 0
        for i in range(x.shape[0]):
            s = s + x[i]
        return s


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True)

    def construct(self, x):
        return self.g(self.net)(x)


def grad_all(net):
    return GradNet(net)


UN = {
    "relu": ops.relu,
    "exp": ops.exp,
    "sqrt": ops.sqrt,
    "sigmoid": ops.sigmoid,
    "elu": ops.elu,
    "softmax": ops.softmax,
    "log_softmax": ops.log_softmax,
    "cumsum0": lambda x: ops.cumsum(x, 0),
    "cumprod0": lambda x: ops.cumprod(x, 0),
    "sum": ops.sum,
    "sum_neg": lambda x: ops.sum(x, -1),
    "mean_keep": lambda x: ops.mean(x, 0, True),
    "argmax": lambda x: ops.argmax(x, -1),
    "sort": lambda x: ops.sort(x),
    "topk": lambda x: ops.topk(x, 2),
    "transpose": lambda x: ops.transpose(x, (1, 0)),
    "flatten": ops.flatten,
    "expand": lambda x: ops.expand_dims(x, 0),
    "squeeze0": lambda x: ops.squeeze(x[:1], 0),
    "slice": lambda x: x[1:, :2],
    "cast_i32": lambda x: ops.cast(x, ms.int32),
    "isnan": ops.isnan,
    "l2norm": ops.L2Normalize(axis=0),
    "split": lambda x: ops.split(x, 1, 1),
    "oneslike": ops.ones_like,
    "unique": lambda x: ops.unique(x.reshape(-1).astype(ms.int32))[0],
    "masked_select": lambda x: ops.masked_select(x, x > 0),
    "nonzero": ops.nonzero,
    "gather_d": lambda x: ops.gather_elements(x, 1, ops.zeros_like(x).astype(ms.int32)),
    "broadcast_to": lambda x: ops.broadcast_to(x[:1], (3, -1)),
    "pad": lambda x: ops.pad(x, (1, 1)),
    "tile": lambda x: ops.tile(x, (2, 1)),
    "reverse": lambda x: ops.flip(x, (0,)),
    "lp_norm": lambda x: ops.norm(x, dim=-1),
    "layer_norm": ops.LayerNorm(1, 1),
    "hswish": ops.hardswish,
    "selu": ops.selu,
    "mish": ops.mish,
    "erf": ops.erf,
    "square_sum_all": lambda x: ops.SquareSumAll()(x, x),
}
BIN = {
    "add": ops.add,
    "div": ops.div,
    "pow": ops.pow,
    "fmax": ops.fmax,
    "matmul": lambda x, y: ops.matmul(x, y.T),
    "concat": lambda x, y: ops.concat((x, y), 0),
    "stack": lambda x, y: ops.stack((x, y)),
    "divnonan": ops.DivNoNan(),
    "equal_count": ops.EqualCount(),
    "bce": lambda x, y: ops.binary_cross_entropy_with_logits(x, y, ops.ones_like(x), ops.ones_like(x)),
    "kl": lambda x, y: ops.kl_div(x, y,
    "sum"),
}


def dyn_call(f, spec, xs):
    net = Un(f)
    net.set_inputs(spec)
    return [net(x) for x in xs]


def dyn_call2(f, specs, xs):
    net = Bin(f)
    net.set_inputs(*specs)
    return [net(*x) for x in xs]


def dyn_grad(f, spec, xs):
    net = Un(f)
    g = grad_all(net)
    g.set_inputs(spec)
    return [g(x) for x in xs]


D2 = Tensor(shape=[None, None], dtype=ms.float32)
D2a = Tensor(shape=[None, 3], dtype=ms.float32)
DR = Tensor(shape=None, dtype=ms.float32)
shapes = [T((2, 3)), T((4, 3), off=0.2)]
for k, f in UN.items():
    case(f"un_{k}_none_dims", lambda f=f: dyn_call(f, D2, shapes))
    case(f"un_{k}_dyn_rank", lambda f=f: dyn_call(f, DR, shapes))
for k, f in list(UN.items())[:20]:
    case(f"grad_{k}_none_dims", lambda f=f: dyn_grad(f, D2a, shapes))
for k, f in BIN.items():
    case(f"bin_{k}", lambda f=f: dyn_call2(f, (D2a, D2a), [(T((2, 3)), T((2, 3), off=0.5)), (T((4, 3), off=0.1), T((4, 3), off=0.7))]))
    case(f"bin_{k}_dynrank", lambda f=f: dyn_call2(f, (DR, DR), [(T((2, 3)), T((2, 3), off=0.5)), (T((3,)), T((3,), off=0.2))]))
# mismatches against set_inputs
case("mismatch_dtype", lambda: dyn_call(ops.relu, D2, [T((2, 3), np.float64)]))
case("mismatch_dtype_int", lambda: dyn_call(ops.relu, D2, [T((2, 3), np.int32)]))
case("mismatch_rank", lambda: dyn_call(ops.relu, D2, [T((2, 3, 1))]))
case("mismatch_static_dim", lambda: dyn_call(ops.relu, D2a, [T((2, 4))]))
case("mismatch_count", lambda: dyn_call2(ops.add, (D2a,), [(T((2, 3)), T((2, 3)))]))
case("mismatch_0d_dynrank", lambda: dyn_call(ops.relu, DR, [Tensor(np.float32(2.0))]))
case("empty_dim", lambda: dyn_call(ops.relu, D2, [T((0, 3))]))
case("f16_spec", lambda: dyn_call(ops.relu, Tensor(shape=[None], dtype=ms.float16), [T((3,), np.float16), T((5,), np.float16)]))
case("int_spec", lambda: dyn_call(lambda x: x * 2 + 1, Tensor(shape=[None], dtype=ms.int32), [T((3,), np.int32), T((1,), np.int32)]))
case("bool_spec", lambda: dyn_call(ops.logical_not, Tensor(shape=[None], dtype=ms.bool_), [Tensor(np.array([True, False]))]))
case("spec_not_tensor", lambda: dyn_call(ops.relu, 3, [T((2,))]))
case("spec_static", lambda: dyn_call(ops.relu, Tensor(shape=[2, 3], dtype=ms.float32), [T((2, 3)), T((4, 3))]))
case("spec_neg1", lambda: dyn_call(ops.relu, Tensor(shape=[-1, 3], dtype=ms.float32), [T((2, 3)), T((4, 3))]))
case("shape_ops_none", lambda: dyn_call(lambda x: x, D2, shapes) and [ShapeNet()(x) for x in shapes])
def shape_net(spec, xs):
    n = ShapeNet()
    n.set_inputs(spec)
    return [n(x) for x in xs]
case("shape_net_none", lambda: shape_net(D2, shapes))
case("shape_net_rank", lambda: shape_net(DR, shapes + [T((2, 2, 2))]))
def net_call(cls, spec, xs):
    n = cls()
    n.set_inputs(spec)
    return [n(x) for x in xs]
case("reshape_net", lambda: net_call(ReshapeNet, Tensor(shape=[None, None, 2], dtype=ms.float32), [T((2, 3, 2)), T((1, 1, 2))]))
case("zeros_shape", lambda: net_call(ZerosLikeShape, D2, shapes))
case("shape_if", lambda: net_call(ShapeIf, D2, shapes))
case("loop_net", lambda: net_call(LoopNet, D2, shapes))
def grad_net(cls, spec, xs):
    g = grad_all(cls())
    g.set_inputs(spec)
    return [g(x) for x in xs]
case("grad_reshape_net", lambda: grad_net(ReshapeNet, Tensor(shape=[None, None, 2], dtype=ms.float32), [T((2, 3, 2)), T((1, 1, 2))]))
case("grad_shape_if", lambda: grad_net(ShapeIf, D2, shapes))
case("grad_loop_net", lambda: grad_net(LoopNet, D2, shapes))
case("grad_masked_select", lambda: dyn_grad(lambda x: ops.masked_select(x, x > 0), D2, shapes))
case("grad_dynrank", lambda: dyn_grad(ops.sigmoid, DR, shapes + [T((3,))]))
@ms.jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32),))
def jit_sig(x):
    return ops.softmax(x, -1) * x.shape[0]
case("jit_sig", lambda: [jit_sig(x) for x in shapes])
case("jit_sig_bad_dtype", lambda: jit_sig(T((2, 3), np.float64)))
case("jit_sig_bad_shape", lambda: jit_sig(T((2, 4))))
