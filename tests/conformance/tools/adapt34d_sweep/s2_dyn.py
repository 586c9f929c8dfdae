"""Dynamic shapes: set_inputs with None dims / dynamic rank, value-dependent shapes, shape arithmetic, second calls."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit, mutable
from _h import case


def T(a, dt=ms.float32):
    return Tensor(np.array(a), dt)


class ShapeArith(nn.Cell):
    def construct(self, x):
        n = x.shape[0] * 2
        s = ops.shape(x)
        d = ops.dyn_shape(x)
        y = x.reshape(-1)
        z = ops.reshape(x, (x.shape[0], -1))
        return n, s, d, y, z, x.ndim, x.size, len(x)


def run_dyn(net, dyn, *args):
    if dyn is not None:
        net.set_inputs(*dyn)
    return [net(*a) for a in args]


A23 = np.arange(6, dtype=np.float32).reshape(2, 3)
A43 = np.arange(12, dtype=np.float32).reshape(4, 3)
A234 = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
case("shape_arith_static", lambda: run_dyn(ShapeArith(), None, (T(A23),), (T(A43),)))
case("shape_arith_none0", lambda: run_dyn(ShapeArith(), (Tensor(shape=[None, 3], dtype=ms.float32),), (T(A23),), (T(A43),)))
case("shape_arith_none_all", lambda: run_dyn(ShapeArith(), (Tensor(shape=[None, None], dtype=ms.float32),), (T(A23),), (T(A43.T),)))
case("shape_arith_dynrank", lambda: run_dyn(ShapeArith(), (Tensor(shape=None, dtype=ms.float32),), (T(A23),), (T(A234),)))
case("set_inputs_wrong_dtype", lambda: run_dyn(ShapeArith(), (Tensor(shape=[None, 3], dtype=ms.float32),), (T(A23, ms.int32),)))
case("set_inputs_wrong_rank", lambda: run_dyn(ShapeArith(), (Tensor(shape=[None, 3], dtype=ms.float32),), (T(A234),)))
case("set_inputs_wrong_dim", lambda: run_dyn(ShapeArith(), (Tensor(shape=[None, 3], dtype=ms.float32),), (T(A43.T),)))
case("set_inputs_count", lambda: run_dyn(ShapeArith(), (Tensor(shape=[None, 3], dtype=ms.float32), T(A23)), (T(A23),)))


class ValDep(nn.Cell):
    def construct(self, x, m):
        a = ops.masked_select(x, m)
        u, idx = ops.unique(x.reshape(-1))
        nz = ops.nonzero(x)
        b = x[m]
        return a, a.shape, u, idx, nz, b, a.sum() * 2, a.shape[0] + 1


M = np.array([[True, False, True], [False, False, True]])
for dt in (ms.float32, ms.int32, ms.float16, ms.int64, ms.uint8):
    case("valdep_%s" % dt, lambda: ValDep()(Tensor(np.array([[1, 0, 2], [2, 0, 1]]), dt), Tensor(M)))
case("valdep_allfalse", lambda: ValDep()(Tensor(np.array([[1, 0, 2], [2, 0, 1]]), ms.float32), Tensor(M & False)))
case("valdep_2calls", lambda: [ValDep()(Tensor(np.array([[1, 0, 2], [2, 0, 1]]), ms.float32), Tensor(M)),
                               ValDep()(Tensor(np.array([[5, 5, 5], [0, 0, 0]]), ms.float32), Tensor(~M))])


class BoolIdx(nn.Cell):
    def construct(self, x):
        y = x[x > 1]
        return y, y * 2, y.shape, ops.cumsum(y, 0)


case("boolidx", lambda: BoolIdx()(T([[1.0, 2.0], [3.0, 0.5]])))
case("boolidx_none", lambda: BoolIdx()(T([[1.0, 0.0]])))
case("boolidx_grad", lambda: ms.grad(lambda x: BoolIdx()(x)[1].sum())(T([[1.0, 2.0], [3.0, 0.5]])))


class DynGrad(nn.Cell):
    def construct(self, x):
        return (x * x).sum(axis=-1) * x.shape[-1]


def dyn_grad():
    net = DynGrad()
    net.set_inputs(Tensor(shape=[None, None], dtype=ms.float32))
    g = ops.GradOperation()(net)
    return g(T(A23)), g(T(A43)), net(T(A43))


case("dyn_grad", dyn_grad)


def dyn_grad_sens():
    net = DynGrad()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    g = ops.GradOperation(sens_param=True)(net)
    return g(T(A23), T([1.0, 2.0])), g(T(A43), T([1.0, 2.0, 3.0, 4.0]))


case("dyn_grad_sens", dyn_grad_sens)


@jit
def jfn(x):
    return x.shape, x.sum(0), ops.shape(x)[0] * x


case("jit_fn_2shapes", lambda: [jfn(T(A23)), jfn(T(A43)), jfn(T(A234))])
case("jit_fn_mutable", lambda: jfn(mutable(T(A23))))
case("jit_fn_dyn_arg", lambda: jfn(mutable(T(A23), dynamic_len=False)))


class MutIdx(nn.Cell):
    def __init__(self):
        super().__init__()
        self.idx = mutable([2, 1, 0])

    def construct(self, x):
        return x[self.idx]


def mutidx(d):
    net = MutIdx()
    net.set_inputs(d)
    x = Tensor(np.arange(18).reshape(3, 3, 2), ms.float32)
    return net(x), ops.GradOperation(get_all=True)(net)(x)


case("mutidx_dynrank", lambda: mutidx(Tensor(None, dtype=ms.float32)))
case("mutidx_none", lambda: mutidx(Tensor(shape=[None, 3, 2], dtype=ms.float32)))


class DynTuple(nn.Cell):
    def construct(self, xs):
        out = xs[0]
        for t in xs[1:]:
            out = out + t
        return out, len(xs)


case("dyn_tuple", lambda: DynTuple()((T([1.0, 2.0]), T([3.0, 4.0]), T([5.0, 6.0]))))
case("dyn_tuple_mutable", lambda: DynTuple()(mutable((T([1.0, 2.0]), T([3.0, 4.0])))))
case("dyn_tuple_mutable_dynlen", lambda: DynTuple()(mutable([T([1.0, 2.0]), T([3.0, 4.0])], True)))


class FloatIn(nn.Cell):
    def construct(self, x, f):
        return x * f, f * 2, f + 1


case("float_in", lambda: FloatIn()(T([1.0, 2.0]), 0.5))
case("float_in_mutable", lambda: FloatIn()(T([1.0, 2.0]), mutable(0.5)))
case("int_in_mutable", lambda: FloatIn()(T([1, 2], ms.int32), mutable(3)))


def set_inputs_kw():
    net = FloatIn()
    net.set_inputs(Tensor(shape=[None], dtype=ms.float32), mutable(1.0))
    return net(T([1.0, 2.0, 3.0]), mutable(2.0)), net(T([1.0]), mutable(3.0))


case("set_inputs_mutable_float", set_inputs_kw)


class Concat(nn.Cell):
    def construct(self, x, y):
        return ops.concat((x, y), axis=0), ops.stack((x, x)), ops.tile(x, (2, 1)), ops.broadcast_to(y, (2,) + y.shape)


def concat_dyn():
    net = Concat()
    net.set_inputs(Tensor(shape=[None, 2], dtype=ms.float32), Tensor(shape=[None, 2], dtype=ms.float32))
    return net(T([[1.0, 2.0]]), T([[3.0, 4.0], [5.0, 6.0]])), net(T([[1.0, 2.0], [7.0, 8.0]]), T([[3.0, 4.0]]))


case("concat_dyn", concat_dyn)


class Zeros(nn.Cell):
    def construct(self, x):
        return ops.zeros(x.shape, ms.float32) + 1, ops.ones((x.shape[0], 2), ms.int32), ops.fill(ms.float32, x.shape, 2.0), ops.arange(x.shape[0])


def zeros_dyn():
    net = Zeros()
    net.set_inputs(Tensor(shape=[None, None], dtype=ms.float32))
    return net(T(A23)), net(T(A43))


case("zeros_dyn", zeros_dyn)
case("zeros_static", lambda: Zeros()(T(A23)))


class Reduce(nn.Cell):
    def construct(self, x):
        return x.mean(-1, keep_dims=True), x.max(axis=0), ops.argmax(x, -1), x.sum(), ops.prod(x, 1)


def reduce_dyn(dt):
    net = Reduce()
    net.set_inputs(Tensor(shape=[None, None], dtype=dt))
    return net(Tensor(A23, dt)), net(Tensor(A43, dt))


for dt in (ms.float32, ms.int32, ms.float16):
    case("reduce_dyn_%s" % dt, lambda: reduce_dyn(dt))


class EmptyIn(nn.Cell):
    def construct(self, x):
        return x.sum(), x.shape, x * 2, ops.concat((x, x)), x.reshape(-1, 3)


case("empty_in", lambda: EmptyIn()(Tensor(np.zeros((0, 3), np.float32))))


def empty_dyn():
    net = EmptyIn()
    net.set_inputs(Tensor(shape=[None, 3], dtype=ms.float32))
    return net(Tensor(np.zeros((0, 3), np.float32))), net(T(A23))


case("empty_dyn", empty_dyn)
