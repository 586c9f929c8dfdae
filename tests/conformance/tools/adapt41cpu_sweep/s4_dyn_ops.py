"""st ops/dynamic_shape (test_dynamic_setitem / cat_dyn / concat_offset_dyn / pad_dyn / batch_norm_dyn /
bce_with_logits_loss_dyn / binary_cross_entropy_dyn / cast_dyn / dynamic_shape_prelu / softplus_grad / square /
embedding_lookup_dyn / gather_nd_dyn / index_add_dyn / logsoftmax_grad_dyn / matmul_dyn / maxpool3d_dyn /
slice_grad_dyn / transpose_dyn / dynamic_reduce_ops / dynamic_shape_cumsum / dynamic_check_valid variants):
Cells with set_inputs of None dims, `@ms.jit(input_signature=...)`, mutable sequences; several shapes in turn,
gradients, a call that does not match the declared signature."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, mutable
from mindspore.ops import operations as P
from _h import case


def ar(shape, dt="float32", scale=7.0, off=0.3):
    n = int(np.prod(shape))
    return Tensor((((np.arange(n) * 5) % 11) / scale + off).reshape(shape).astype(dt))


def dyn(t, rank=False):
    return Tensor(shape=None if rank else [None] * len(t.shape), dtype=t.dtype)


class Net(nn.Cell):
    def __init__(self, fn, extra=()):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class GradNet(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.grad = ops.GradOperation(get_all=True)

    def construct(self, *a):
        return self.grad(self.net)(*a)


def run(name, fn, calls, extra=(), grad=True, rank=False):
    for kind in ["shape"] + (["rank"] if rank else []):
        net = Net(fn, extra)
        decl = [dyn(t, kind == "rank") for t in calls[0]]
        net.set_inputs(*decl)
        g = None
        if grad:
            g = GradNet(Net(fn, extra))
            g.set_inputs(*decl)
        for i, ins in enumerate(calls):
            case(f"{name}.{kind}.{i}.fwd", lambda: net(*ins))
            if g is not None:
                case(f"{name}.{kind}.{i}.grad", lambda: g(*ins))


run("bce_logits", ops.binary_cross_entropy_with_logits,
    [[ar((2, 3), off=-0.5), ar((2, 3), scale=11, off=0.0), ar((2, 3)), ar((3,))],
     [ar((4,), off=-0.5), ar((4,), scale=11, off=0.0), ar((4,)), ar((4,))]])
run("bce", ops.binary_cross_entropy, [[ar((2, 3), scale=12, off=0.05), ar((2, 3), scale=11, off=0.0), ar((2, 3))],
                                      [ar((5,), scale=12, off=0.05), ar((5,), scale=11, off=0.0), ar((5,))]])
run("bce_mean", P.BinaryCrossEntropy("mean"), [[ar((2, 3), scale=12, off=0.05), ar((2, 3), scale=11, off=0.0)],
                                               [ar((5,), scale=12, off=0.05), ar((5,), scale=11, off=0.0)]])
run("cast", P.Cast(), [[ar((2, 3))], [ar((4,), off=-2.0)]], extra=(ms.int32,), grad=False, rank=True)
run("cast_grad", P.Cast(), [[ar((2, 3))], [ar((4,), off=-2.0)]], extra=(ms.float16,), rank=True)
run("prelu", P.PReLU(), [[ar((2, 3, 2), off=-0.6), ar((3,))], [ar((1, 3, 4), off=-0.6), ar((3,))]])
run("prelu_1w", P.PReLU(), [[ar((2, 3), off=-0.6), ar((1,))], [ar((4, 3, 1), off=-0.6), ar((1,))]])
run("softplus", P.Softplus(), [[ar((2, 3), off=-0.6)], [ar((5,), off=-3.0, scale=0.2)]], rank=True)
run("square", P.Square(), [[ar((2, 3), off=-0.6)], [ar((5,), off=-3.0)]], rank=True)
run("logsoftmax", P.LogSoftmax(), [[ar((2, 3))], [ar((4, 5))]], rank=True)
run("logsoftmax0", P.LogSoftmax(0), [[ar((2, 3))], [ar((4,))]], rank=True)
run("matmul", P.MatMul(), [[ar((2, 3)), ar((3, 4))], [ar((1, 2)), ar((2, 1))]])
run("matmul_tb", P.MatMul(False, True), [[ar((2, 3)), ar((4, 3))], [ar((1, 2)), ar((5, 2))]])
run("matmul_fn", ops.matmul, [[ar((2, 3)), ar((3,))], [ar((3, 2, 2)), ar((2,))]], rank=True)
run("transpose", P.Transpose(), [[ar((2, 3, 4))], [ar((1, 4, 2))]], extra=((2, 0, 1),))
run("slice", P.Slice(), [[ar((3, 4))], [ar((5, 2))]], extra=((1, 0), (2, -1)))
run("pad", P.Pad(((1, 2), (0, 1))), [[ar((2, 3))], [ar((1, 1))]])
run("pad_fn", ops.pad, [[ar((2, 3))], [ar((4, 1))]], extra=((1, 0, 2, 1),))
run("pad_fn_const", ops.pad, [[ar((2, 3))], [ar((4, 1))]], extra=((1, 1), "constant", 2.5))
run("pad_fn_reflect", ops.pad, [[ar((1, 2, 3))], [ar((1, 4, 4))]], extra=((1, 1), "reflect"))
run("gathernd", P.GatherNd(), [[ar((3, 4)), Tensor(np.array([[0, 1], [2, 3]], np.int32))],
                               [ar((2, 2, 2)), Tensor(np.array([[1, 1, 0]], np.int32))]])
run("embedding", P.EmbeddingLookup(), [[ar((5, 2)), Tensor(np.array([0, 4, -1, 2], np.int32))],
                                       [ar((3, 3)), Tensor(np.array([[1, 5], [2, 0]], np.int32))]], extra=(0,))
run("embedding_off", P.EmbeddingLookup(), [[ar((5, 2)), Tensor(np.array([3, 4, 6, 2], np.int32))],
                                           [ar((3, 3)), Tensor(np.array([[1, 5], [2, 0]], np.int32))]], extra=(2,))
run("indexadd", ops.index_add, [[ar((3, 2)), Tensor(np.array([0, 2, 0], np.int32)), ar((3, 2), off=1.0)],
                                [ar((4,)), Tensor(np.array([3, 3], np.int32)), ar((2,), off=1.0)]], extra=(0,))
run("maxpool3d", P.MaxPool3D(2, 1), [[ar((1, 1, 3, 3, 3))], [ar((2, 1, 2, 3, 2))]])
run("maxpool3d_same", P.MaxPool3D(2, 2, "SAME"), [[ar((1, 1, 3, 3, 3))], [ar((1, 2, 5, 2, 3))]])
run("cumsum", P.CumSum(), [[ar((2, 3))], [ar((5,))]], extra=(0,), rank=True)
run("reducesum", P.ReduceSum(), [[ar((2, 3))], [ar((5,))]], extra=((),), rank=True)
run("reducemax", P.ReduceMax(True), [[ar((2, 3))], [ar((5, 1, 2))]], extra=((0,),), rank=True)
run("reducemin_tie", P.ReduceMin(), [[Tensor(np.array([[1.0, 1.0], [2.0, 1.0]], np.float32))],
                                     [Tensor(np.array([3.0, 3.0, 3.0], np.float32))]], extra=((0,),))
run("reduceprod", P.ReduceProd(), [[ar((2, 3), off=-0.3)], [Tensor(np.array([0.0, 2.0, 0.0], np.float32))]],
    extra=((0,),))
run("checkvalid", P.CheckValid(), [[Tensor(np.array([[1, 1, 5, 5], [-1, 0, 3, 3]], np.float32)),
                                    Tensor(np.array([6, 6, 1], np.float32))],
                                   [Tensor(np.array([[1, 1, 7, 5]], np.float32)), Tensor(np.array([6, 8, 1], np.float32))]],
    grad=False)


class BN(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.bn = nn.BatchNorm2d(c)

    def construct(self, x):
        return self.bn(x)


for train in (True, False):
    bn = BN(2)
    bn.set_train(train)
    bn.set_inputs(Tensor(shape=[None, 2, None, None], dtype=ms.float32))
    for i, s in enumerate([(1, 2, 2, 3), (3, 2, 1, 1), (2, 2, 3, 2)]):
        case(f"bn.{train}.{i}", lambda: (bn(ar(s)), bn.bn.moving_mean.value(), bn.bn.moving_variance.value()))
    case(f"bn.{train}.badc", lambda: bn(ar((1, 3, 2, 2))))
    gbn = GradNet(BN(2))
    gbn.set_train(train)
    gbn.set_inputs(Tensor(shape=[None, 2, None, None], dtype=ms.float32))
    for i, s in enumerate([(2, 2, 2, 1), (1, 2, 1, 3)]):
        case(f"bn.grad.{train}.{i}", lambda: gbn(ar(s)))


# concat with mutable sequences (test_cat_dyn / concat_offset_dyn)
class Cat(nn.Cell):
    def construct(self, xs, axis):
        return ops.cat(xs, axis)


cat = Cat()
cat.set_inputs(mutable([Tensor(shape=(None, None), dtype=ms.float32) for _ in range(2)]), mutable(1))
for i, (s1, s2, ax) in enumerate([((2, 3), (2, 1), 1), ((1, 4), (3, 4), 0), ((2, 2), (2, 3), -1)]):
    case(f"cat.mutable.{i}", lambda: cat(mutable([ar(s1), ar(s2, off=1.0)]), mutable(ax)))
case("cat.mutable.bad", lambda: cat(mutable([ar((2, 3)), ar((1, 2))]), mutable(0)))
gcat = ops.GradOperation(get_all=True)(Cat())
for i, (s1, s2, ax) in enumerate([((2, 3), (2, 1), 1), ((1, 4), (3, 4), 0)]):
    case(f"cat.grad.{i}", lambda: gcat(mutable([ar(s1), ar(s2, off=1.0)]), mutable(ax)))


class CatTuple(nn.Cell):
    def construct(self, x, y):
        return ops.concat((x, y, x), 0)


ct = CatTuple()
ct.set_inputs(Tensor(shape=[None, 2], dtype=ms.float32), Tensor(shape=[None, 2], dtype=ms.float32))
case("cat.set_inputs.0", lambda: ct(ar((1, 2)), ar((3, 2))))
case("cat.set_inputs.1", lambda: ct(ar((2, 2)), ar((0, 2))))
case("cat.set_inputs.bad", lambda: ct(ar((2, 3)), ar((2, 3))))


# jit input_signature
@ms.jit(input_signature=(Tensor(shape=[None, 3], dtype=ms.float32), Tensor(shape=[None, 3], dtype=ms.float32)))
def sig_fn(x, y):
    return ops.square(x - y).sum(axis=1), x.shape[0]


for i, n in enumerate([1, 4, 2]):
    case(f"jit_sig.{i}", lambda: sig_fn(ar((n, 3)), ar((n, 3), off=1.0)))
case("jit_sig.bad_dim", lambda: sig_fn(ar((2, 4)), ar((2, 4))))
case("jit_sig.bad_rank", lambda: sig_fn(ar((2, 3, 1)), ar((2, 3, 1))))
case("jit_sig.bad_dtype", lambda: sig_fn(ar((2, 3), "float16"), ar((2, 3), "float16")))
case("jit_sig.grad", lambda: ms.grad(sig_fn, (0, 1))(ar((2, 3)), ar((2, 3), off=1.0)))


@ms.jit(input_signature=Tensor(shape=None, dtype=ms.float32))
def sig_rank(x):
    return ops.reduce_sum(x * 2, ()), ops.rank(x)


for i, s in enumerate([(2,), (2, 3), ()]):
    case(f"jit_sig_rank.{i}", lambda: sig_rank(ar(s) if s else Tensor(np.float32(1.5))))
case("jit_sig_rank.bad_dtype", lambda: sig_rank(ar((2,), "int32")))


# setitem under dynamic shapes (test_dynamic_setitem)
class SetItem(nn.Cell):
    def construct(self, x, axis):
        x = ops.reduce_sum(x, axis)
        x[...] = 1
        x[1:4:2] = 2
        x[x.shape[0] - 3:ops.dyn_shape(x)[0]:Tensor(2)] = 3
        return x


si = SetItem()
si.set_inputs(Tensor(shape=[None, None, None], dtype=ms.float32), 0)
for i, s in enumerate([(2, 5, 3), (1, 6, 2), (3, 4, 4)]):
    case(f"setitem.slices.{i}", lambda: si(ar(s), 0))


class SetItem2(nn.Cell):
    def construct(self, x, axis):
        x = ops.reduce_sum(x, axis)
        n = x.shape[0]
        x[1:n:2, 1:n:2, ..., n - 3, None] = Tensor([1], ms.float32)
        x[..., 1:n:1, n - 2, None] = Tensor([5], ms.float32)
        return x


si2 = SetItem2()
si2.set_inputs(Tensor(shape=[None, None, None, None], dtype=ms.float32), 0)
for i, s in enumerate([(2, 4, 4, 4), (1, 3, 3, 3)]):
    case(f"setitem.mixed.{i}", lambda: si2(ar(s), 0))


class SetItem3(nn.Cell):
    def construct(self, x, axis):
        x = ops.reduce_min(x, axis)
        x[:, Tensor(np.array([True, False, True]))] = 7
        x[[1, 0]] = mutable([9])
        return x


si3 = SetItem3()
si3.set_inputs(Tensor(shape=[None, None, 3], dtype=ms.float32), 0)
for i, s in enumerate([(2, 2, 3), (1, 4, 3)]):
    case(f"setitem.bool_list.{i}", lambda: si3(ar(s), 0))
case("setitem.bool_list.bad", lambda: si3(ar((1, 1, 3)), 0))


class SetItemGrad(nn.Cell):
    def construct(self, x):
        y = x * 3
        y[0] = 0
        y[1:, 0] = y[1:, 1]
        return y.sum()


gsi = ops.GradOperation()(SetItemGrad())
for i, s in enumerate([(2, 3), (4, 2)]):
    case(f"setitem.grad.{i}", lambda: gsi(ar(s)))
