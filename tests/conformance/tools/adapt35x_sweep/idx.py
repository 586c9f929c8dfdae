import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _h import case

x = np.arange(24, dtype=np.float32).reshape(4, 6) - 7
DT = (np.float32, np.float16, np.float64, np.int32, np.int64, np.int8, np.uint8, np.bool_)
for dt in DT:
    n = np.dtype(dt).name
    a = Tensor(x.astype(dt))
    i = Tensor(np.array([2, 0, -1]).astype(np.int64))
    i32 = Tensor(np.array([3, 1], np.int32))
    case("index_select d0 %s" % n, lambda: mint.index_select(a, 0, i32))
    case("index_select d1 neg %s" % n, lambda: mint.index_select(a, -1, i32))
    case("index_select negidx %s" % n, lambda: mint.index_select(a, 0, i))
    case("gather %s" % n, lambda: mint.gather(a, 1, Tensor(np.array([[0, 5], [1, 1], [2, 0], [5, 5]], np.int64))))
    case("gather neg dim %s" % n, lambda: mint.gather(a, -2, Tensor(np.array([[0, 3, 1]], np.int64))))
    case("scatter_add %s" % n, lambda: mint.scatter_add(a, 1, Tensor(np.array([[0, 0], [1, 5]], np.int64)), Tensor(np.ones((2, 2)).astype(dt))))
    case("scatter value %s" % n, lambda: mint.scatter(a, 0, Tensor(np.array([[0, 3]], np.int64)), 9))
    case("scatter src %s" % n, lambda: mint.scatter(a, 0, Tensor(np.array([[0, 3]], np.int64)), Tensor(np.full((1, 2), 5).astype(dt))))
    case("scatter reduce add %s" % n, lambda: mint.scatter(a, 0, Tensor(np.array([[0, 0]], np.int64)), Tensor(np.full((1, 2), 5).astype(dt)), reduce="add"))
    case("masked_fill %s" % n, lambda: ops.masked_fill(a, a > 3, 2.5))
    case("masked_fill T %s" % n, lambda: a.masked_fill(Tensor(np.array([True, False, True, False, False, True])), Tensor(np.array(-1).astype(dt))))
    case("masked_select %s" % n, lambda: mint.masked_select(a, a > 3))
    case("select %s" % n, lambda: mint.select(a, 1, -2))
    case("narrow %s" % n, lambda: mint.narrow(a, 1, 2, 3))
    case("narrow neg %s" % n, lambda: mint.narrow(a, -2, -3, 2))
    case("unbind %s" % n, lambda: mint.unbind(a, 1))
    case("split sizes %s" % n, lambda: mint.split(a, [1, 2, 3], 1))
    case("split int %s" % n, lambda: mint.split(a, 4, -1))
    case("chunk %s" % n, lambda: mint.chunk(a, 4, 1))
    case("index_add %s" % n, lambda: mint.index_add(a, 0, Tensor(np.array([0, 0], np.int64)), Tensor(np.ones((2, 6)).astype(dt)), alpha=2))
    case("take %s" % n, lambda: mint.take(a, Tensor(np.array([[0, -1], [5, 23]], np.int64))))
    case("index_fill %s" % n, lambda: ops.index_fill(a, 1, Tensor(np.array([0, 2], np.int32)), 4))
    case("method index_fill %s" % n, lambda: a.index_fill(0, Tensor(np.array([1], np.int32)), Tensor(3, a.dtype)))
    case("nonzero %s" % n, lambda: mint.nonzero(a))
    case("nonzero tuple %s" % n, lambda: mint.nonzero(a, as_tuple=True))
    case("where1 %s" % n, lambda: mint.where(a > 0))
    case("where3 %s" % n, lambda: mint.where(a > 0, a, 0))
    case("where3b %s" % n, lambda: mint.where(a > 0, 1.5, a))
    case("index_put %s" % n, lambda: ops.index_put(a, (Tensor(np.array([0, 1], np.int32)), Tensor(np.array([1, 2], np.int32))), Tensor(np.array([7, 8]).astype(dt)), accumulate=False))
    case("index_put acc %s" % n, lambda: ops.index_put(a, (Tensor(np.array([0, 0], np.int32)), Tensor(np.array([1, 1], np.int32))), Tensor(np.array([7, 8]).astype(dt)), accumulate=True))
    case("tensor index_put %s" % n, lambda: a.index_put((Tensor(np.array([0, -1], np.int64)),), Tensor(np.array([1]).astype(dt)), True))
    def inpl():
        b = Tensor(x.astype(dt))
        b.index_put_((Tensor(np.array([0, 3], np.int64)), Tensor(np.array([-1, 1], np.int64))), Tensor(np.array(5).astype(dt)))
        return b
    case("index_put_ %s" % n, inpl)
    def inpl2():
        b = Tensor(x.astype(dt))
        b.masked_fill_(b > 2, 1)
        return b
    case("masked_fill_ %s" % n, inpl2)
    def inpl3():
        b = Tensor(x.astype(dt))
        b.scatter_add_(0, Tensor(np.array([[1, 1]], np.int64)), Tensor(np.ones((1, 2)).astype(dt)))
        return b
    case("scatter_add_ %s" % n, inpl3)
    def inpl4():
        b = Tensor(x.astype(dt))
        b.index_fill_(1, Tensor(np.array([0], np.int64)), -2)
        return b
    case("index_fill_ %s" % n, inpl4)
    case("unfold %s" % n, lambda: a.unfold(1, 2, 2))
    case("unfold0 %s" % n, lambda: a.unfold(0, 3, 1))
a = Tensor(x)
# errors
case("index_select oob", lambda: mint.index_select(a, 0, Tensor(np.array([4], np.int32))))
case("index_select float idx", lambda: mint.index_select(a, 0, Tensor(np.array([1.0], np.float32))))
case("index_select 2d idx", lambda: mint.index_select(a, 0, Tensor(np.array([[1]], np.int32))))
case("gather oob", lambda: mint.gather(a, 1, Tensor(np.array([[6]], np.int64))))
case("gather int32", lambda: mint.gather(a, 1, Tensor(np.array([[1]], np.int32))))
case("narrow oob", lambda: mint.narrow(a, 1, 5, 3))
case("select oob", lambda: mint.select(a, 0, 4))
case("split bad", lambda: mint.split(a, [1, 2], 1))
case("masked_fill bad", lambda: ops.masked_fill(a, Tensor(np.array([True, False])), 1.0))
case("scatter_add dtype", lambda: mint.scatter_add(a, 1, Tensor(np.array([[0]], np.int64)), Tensor(np.ones((1, 1), np.int32))))
case("take oob", lambda: mint.take(a, Tensor(np.array([24], np.int64))))
case("unfold big", lambda: a.unfold(1, 7, 1))
# empty / 0-d
case("index_select empty", lambda: mint.index_select(a, 1, Tensor(np.zeros((0,), np.int64))))
case("gather 0d", lambda: mint.gather(Tensor(np.float32(3)), 0, Tensor(np.int64(0))))
case("select 1d", lambda: mint.select(Tensor(np.arange(3.0)), 0, 1))
case("masked_select bcast", lambda: mint.masked_select(a, Tensor(np.array([True, False, True, False, False, True]))))
case("noncontig index_select", lambda: mint.index_select(a.T, 1, Tensor(np.array([3, 0], np.int64))))
case("noncontig gather", lambda: mint.gather(a[:, ::2], 1, Tensor(np.array([[2, 0]] * 4, np.int64))))
# grads
def gfn(f):
    return lambda: ms.grad(f, grad_position=0)(a)
case("grad index_select", gfn(lambda t: mint.index_select(t, 0, Tensor(np.array([1, 1, 3], np.int64))).sum()))
case("grad gather", gfn(lambda t: (mint.gather(t, 1, Tensor(np.array([[0, 0], [1, 5], [2, 2], [3, 3]], np.int64))) ** 2).sum()))
case("grad scatter_add", lambda: ms.grad(lambda t, s: (mint.scatter_add(t, 1, Tensor(np.array([[0, 0]], np.int64)), s) ** 2).sum(), (0, 1))(a, Tensor(np.ones((1, 2), np.float32))))
case("grad masked_fill", gfn(lambda t: (ops.masked_fill(t, t > 3, 2.0) * t).sum()))
case("grad narrow", gfn(lambda t: (mint.narrow(t, 1, 1, 2) ** 2).sum()))
case("grad select", gfn(lambda t: (mint.select(t, 1, -1) * 3).sum()))
case("grad split", gfn(lambda t: (mint.split(t, [2, 4], 1)[1] ** 2).sum()))
case("grad unbind", gfn(lambda t: mint.unbind(t, 0)[2].sum()))
case("grad where", gfn(lambda t: mint.where(t > 0, t * t, -t).sum()))
case("grad take", gfn(lambda t: mint.take(t, Tensor(np.array([0, 0, 5], np.int64))).sum()))
case("grad index_put", lambda: ms.grad(lambda t, v: (ops.index_put(t, (Tensor(np.array([0, 0], np.int32)), Tensor(np.array([1, 1], np.int32))), v, True) ** 2).sum(), (0, 1))(a, Tensor(np.array([1.0, 2.0], np.float32))))
case("grad index_add", lambda: ms.grad(lambda t, v: (mint.index_add(t, 0, Tensor(np.array([0, 0], np.int64)), v, alpha=2) ** 2).sum(), (0, 1))(a, Tensor(np.ones((2, 6), np.float32))))
case("grad unfold", gfn(lambda t: (t.unfold(1, 3, 2) ** 2).sum()))
case("grad index_fill", gfn(lambda t: (ops.index_fill(t, 1, Tensor(np.array([0, 2], np.int32)), 4.0) * t).sum()))
case("grad masked_select", gfn(lambda t: (mint.masked_select(t, t > 3) ** 2).sum()))
