"""Nop nodes and view ops in graph code (st/runtime/test_eliminate_nopnode.py, test_optimize_nopnode.py,
test_runtime_view.py): reshape/squeeze/expand_dims chains, set_inputs dynamic shapes, views written in place,
atleast_*d of unpacked Tensors."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, jit, mutable
from _h import case


class Nop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.reshape = ops.Reshape()

    def construct(self, x, y, z):
        a = x + y
        b = self.reshape(a, (3, 2))
        c = self.reshape(z, (3, 2))
        return b + c


o = lambda s, d=ms.float32: Tensor(np.arange(int(np.prod(s))).reshape(s), d)
case("nop_basic", lambda: Nop()(o([6, 1]), o([6, 1]), o([6, 1])))
case("nop_f16_int", lambda: Nop()(o([6, 1], ms.float16), o([6, 1], ms.int32), o([6, 1], ms.int8)))
case("nop_bad_size", lambda: Nop()(o([5, 1]), o([5, 1]), o([6, 1])))


def _nop_dyn():
    n = Nop()
    n.set_inputs(Tensor(shape=[6, None], dtype=ms.float32), Tensor(shape=[6, None], dtype=ms.float32),
                 Tensor(shape=[6, None], dtype=ms.float32))
    return n(o([6, 1]), o([6, 1]), o([6, 1]))


case("nop_dyn", _nop_dyn)


def _nop_dyn_mismatch():
    n = Nop()
    n.set_inputs(Tensor(shape=[6, None], dtype=ms.float32), Tensor(shape=[6, None], dtype=ms.float32),
                 Tensor(shape=[6, None], dtype=ms.float32))
    return n(o([3, 2]), o([3, 2]), o([3, 2]))


case("nop_dyn_mismatch", _nop_dyn_mismatch)


def _nop_dyn_dtype():
    n = Nop()
    n.set_inputs(Tensor(shape=[6, None], dtype=ms.float32), Tensor(shape=[6, None], dtype=ms.float32),
                 Tensor(shape=[6, None], dtype=ms.float32))
    return n(o([6, 1], ms.float16), o([6, 1]), o([6, 1]))


case("nop_dyn_dtype", _nop_dyn_dtype)


class NopLoop(nn.Cell):
    def __init__(self):
        super().__init__()
        self.reshape = ops.Reshape()

    def construct(self, x, y, z):
        a = self.reshape(x, (3, 2))
        while z < 3:
            z = z + 1
            b = self.reshape(y, (3, 2))
            a = a + b
        return a


case("nop_while", lambda: NopLoop()(o([6, 1]), o([6, 1]), Tensor([0], ms.float32)))
case("nop_while_grad", lambda: ms.grad(NopLoop(), (0, 1))(o([6, 1]), o([6, 1]), Tensor([0], ms.float32)))


class Chain(nn.Cell):
    def construct(self, x):
        a = ops.expand_dims(x, 0)
        b = ops.squeeze(a)
        c = b.reshape(-1)
        d = c.view(2, -1)
        e = ops.flatten(d, start_dim=0)
        return a.shape, b.shape, c, d.shape, e


case("chain", lambda: Chain()(o([2, 3])))
case("chain_0d", lambda: Chain()(Tensor(5.0)))
case("chain_grad", lambda: ms.grad(lambda x: Chain()(x)[4].sum() * 2)(o([2, 3])))


class AtLeast(nn.Cell):
    def __init__(self):
        super().__init__()
        self.atleast_2d = ops.atleast_2d

    def construct(self, *args):
        return self.atleast_2d(args)


def _atleast():
    r = AtLeast()(*Tensor(np.arange(12).reshape(3, 2, 2), ms.float64))
    return r


case("atleast_2d_unpacked", _atleast)
case("atleast_2d_0d", lambda: AtLeast()(Tensor(1.0), Tensor([1, 2])))
case("atleast_1d", lambda: ops.atleast_1d((Tensor(1.0), Tensor([[1, 2]]))))
case("atleast_3d", lambda: ops.atleast_3d([Tensor(1.0), Tensor([1, 2]), Tensor([[1, 2]])]))
case("atleast_3d_single", lambda: ops.atleast_3d(Tensor([1, 2])))


class ViewInplace(nn.Cell):
    def construct(self, x):
        y = x.view(2, 3)
        y[0] = 7
        return x, y


case("view_setitem", lambda: ViewInplace()(o([6])))


class SliceInplace(nn.Cell):
    def construct(self, x):
        y = x[1:]
        y.add_(1)
        return x, y


def _slice_inplace():
    x = o([4])
    r = SliceInplace()(x)
    return r, x


case("slice_add_", _slice_inplace)


class TransposeOut(nn.Cell):
    def construct(self, x):
        return x.transpose(1, 0), ops.transpose(x, (1, 0)).contiguous()


case("transpose_out", lambda: TransposeOut()(o([2, 3])))


class SplitOut(nn.Cell):
    def construct(self, x):
        a = ops.split(x, 2, axis=0)
        b = ops.chunk(x, 2, 1)
        c = ops.unbind(x, 0) if hasattr(ops, "unbind") else x.unbind(0)
        return a, b, c


case("split_out", lambda: SplitOut()(o([3, 4], ms.int32)))


class ViewParam(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(o([2, 3]), name="p")

    def construct(self):
        v = self.p.view(3, 2)
        return v, self.p.reshape(-1)


def _view_param():
    n = ViewParam()
    r = n()
    return r, type(r[0]).__name__


case("view_param", _view_param)


class SqueezeDims(nn.Cell):
    def construct(self, x):
        return ops.squeeze(x, 1), ops.squeeze(x, (0, 1)), x.squeeze()


case("squeeze_axes", lambda: SqueezeDims()(o([1, 1, 3])))
case("squeeze_bad", lambda: SqueezeDims()(o([1, 2, 3])))
case("expand_neg", lambda: (ops.expand_dims(o([2]), -1).shape, ops.unsqueeze(o([2]), -2).shape))
case("expand_bad", lambda: ops.expand_dims(o([2]), 3))
