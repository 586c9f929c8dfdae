"""The most-used reductions and shape primitives of model code, attribute vs input forms: ReduceSum / ReduceMean /
ReduceMax / ReduceMin / ReduceProd / ReduceAll / ReduceAny (keep_dims attribute; axis an int, a negative int, a tuple,
(), a list, a 0-d Tensor), ArgMaxWithValue / ArgMinWithValue / Argmax (axis, keep_dims, output_type), Reshape (-1,
0-d, empty, a Tensor shape), Transpose, Tile, Squeeze, ExpandDims, Concat / Stack / Unstack / Split (dtypes, empty
pieces, negative axes), Shape / DType / Rank / Size / Flatten / ZerosLike / OnesLike / Fill / Select / ReverseV2 /
Slice / StridedSlice masks; the dtype matrix, NaN / ties, 0-d and empty shapes, one primitive called with several
shapes; each call inside a Cell (Graph mode under MODE=graph)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case, bf


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


DTS = ["bool", "int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64", "bfloat16"]
X = np.array([[1.5, 0.0, -2.0, 4.0], [3.0, 3.0, 0.5, -1.0], [2.0, 7.0, 0.0, 1.0]])


def T(a, dt):
    a = np.array(a)
    if dt == "bfloat16":
        return Tensor(a.astype(np.float32), ms.bfloat16)
    if dt == "bool":
        return Tensor(a > 0.5)
    if dt == "uint8":
        return Tensor(np.abs(a).astype(np.uint8))
    return Tensor(a.astype(dt))


RED = [("ReduceSum", ops.ReduceSum), ("ReduceMean", ops.ReduceMean), ("ReduceMax", ops.ReduceMax),
       ("ReduceMin", ops.ReduceMin), ("ReduceProd", ops.ReduceProd), ("ReduceAll", ops.ReduceAll),
       ("ReduceAny", ops.ReduceAny)]
for nm, P in RED:
    p = P()
    pk = P(keep_dims=True)
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: bf(Fn(p)(T(X, dt))))
        case(f"{nm}.ax1.kd.{dt}", lambda: bf(Fn(pk, 1)(T(X, dt))))
    for ax in [0, -1, -2, (0, 1), (1, 0), (-1, 0), (), [0], (0, 0), 2, -3, (0, 2)]:
        case(f"{nm}.ax{ax}", lambda: Fn(p, ax)(T(X, "float32")))
        case(f"{nm}.kd.ax{ax}", lambda: Fn(pk, ax)(T(X, "float32")))
    case(f"{nm}.axTensor", lambda: Fn(p, Tensor(1))(T(X, "float32")))
    case(f"{nm}.axTensor1d", lambda: Fn(p, Tensor(np.array([0, 1], np.int32)))(T(X, "float32")))
    case(f"{nm}.axfloat", lambda: Fn(p, 1.0)(T(X, "float32")))
    case(f"{nm}.0d", lambda: Fn(p)(Tensor(np.float32(2.5))))
    case(f"{nm}.0d.ax0", lambda: Fn(p, 0)(Tensor(np.float32(2.5))))
    case(f"{nm}.0d.axm1.kd", lambda: Fn(pk, -1)(Tensor(np.float32(2.5))))
    case(f"{nm}.empty.all", lambda: Fn(p)(Tensor(np.zeros((0, 3), np.float32))))
    case(f"{nm}.empty.ax0", lambda: Fn(p, 0)(Tensor(np.zeros((0, 3), np.float32))))
    case(f"{nm}.empty.ax1", lambda: Fn(pk, 1)(Tensor(np.zeros((0, 3), np.float32))))
    case(f"{nm}.empty.int", lambda: Fn(p, 0)(Tensor(np.zeros((0, 3), np.int32))))
    case(f"{nm}.nan", lambda: Fn(p, 1)(Tensor(np.array([[np.nan, 1.0, 2.0], [np.inf, -np.inf, 1.0],
                                                         [-0.0, 0.0, -0.0]], np.float32))))
    case(f"{nm}.twice", lambda: (Fn(p, 0)(T(X, "float32")), Fn(p, 0)(Tensor(np.ones((2, 2, 2), np.float32)))))
    case(f"{nm}.int8_overflow", lambda: Fn(p, 0)(Tensor(np.full((3, 2), 100, np.int8))))
    case(f"{nm}.f16_overflow", lambda: Fn(p)(Tensor(np.full((3, 2), 30000, np.float16))))

for nm, P in [("ArgMaxWithValue", ops.ArgMaxWithValue), ("ArgMinWithValue", ops.ArgMinWithValue)]:
    for dt in DTS:
        case(f"{nm}.{dt}", lambda: bf(Fn(P())(T(X, dt))))
    for ax, kd in [(0, False), (-1, True), (1, True), (-2, False), (2, False)]:
        case(f"{nm}.ax{ax}.kd{kd}", lambda: Fn(P(axis=ax, keep_dims=kd))(T(X, "float32")))
    case(f"{nm}.ties", lambda: Fn(P(axis=1))(Tensor(np.array([[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]], np.float32))))
    case(f"{nm}.nan", lambda: Fn(P(axis=1))(Tensor(np.array([[1.0, np.nan, 3.0], [np.nan, 2.0, np.nan],
                                                             [-0.0, 0.0, -1.0]], np.float32))))
    case(f"{nm}.0d", lambda: Fn(P())(Tensor(np.float32(2.5))))
    case(f"{nm}.empty", lambda: Fn(P(axis=1))(Tensor(np.zeros((0, 3), np.float32))))
    case(f"{nm}.emptyax", lambda: Fn(P(axis=0))(Tensor(np.zeros((0, 3), np.float32))))
for dt in DTS:
    case(f"Argmax.{dt}", lambda: Fn(ops.Argmax())(T(X, dt)))
for ot in [ms.int32, ms.int64, ms.float32]:
    case(f"Argmax.ot.{ot}", lambda: Fn(ops.Argmax(axis=0, output_type=ot))(T(X, "float32")))
case("Argmax.nan", lambda: Fn(ops.Argmax())(Tensor(np.array([[1.0, np.nan, 3.0], [np.nan, 2.0, np.inf]], np.float32))))
case("Argmax.0d", lambda: Fn(ops.Argmax())(Tensor(np.float32(2.5))))
case("Argmax.ties", lambda: Fn(ops.Argmax())(Tensor(np.array([[3.0, 3.0, 1.0], [0.0, -0.0, -1.0]], np.float32))))

reshape = ops.Reshape()
for dt in DTS:
    case(f"Reshape.{dt}", lambda: bf(Fn(reshape, (4, -1))(T(X, dt))))
for shp in [(12,), (-1,), (2, -1, 3), (), (1, 12, 1), (0, -1), (5, -1), (-1, -1), (3, 0), (12, 1, -2)]:
    case(f"Reshape.{shp}", lambda: Fn(reshape, shp)(T(X, "float32")))
case("Reshape.0d_to_1", lambda: Fn(reshape, (1, 1))(Tensor(np.float32(3.0))))
case("Reshape.empty", lambda: Fn(reshape, (0, 5, -1))(Tensor(np.zeros((0, 10), np.float32))))
case("Reshape.empty_minus1", lambda: Fn(reshape, (-1, 0))(Tensor(np.zeros((2, 0), np.float32))))
case("Reshape.list", lambda: Fn(reshape, [3, 4])(T(X, "float32")))
case("Reshape.tensorshape", lambda: Fn(reshape, Tensor(np.array([6, 2], np.int64)))(T(X, "float32")))

transpose = ops.Transpose()
for dt in DTS:
    case(f"Transpose.{dt}", lambda: bf(Fn(transpose, (1, 0))(T(X, dt))))
for perm in [(0, 1), (-1, 0), (1, 1), (0,), (0, 1, 2), [1, 0]]:
    case(f"Transpose.{perm}", lambda: Fn(transpose, perm)(T(X, "float32")))
case("Transpose.0d", lambda: Fn(transpose, ())(Tensor(np.float32(3.0))))
case("Transpose.empty", lambda: Fn(transpose, (2, 0, 1))(Tensor(np.zeros((2, 0, 3), np.float32))))

tile = ops.Tile()
for dt in DTS:
    case(f"Tile.{dt}", lambda: bf(Fn(tile, (2, 1))(T(X, dt))))
for m in [(2,), (1, 2, 2), (0, 1), (1,), (), (2, 0, 1), (-1, 2)]:
    case(f"Tile.{m}", lambda: Fn(tile, m)(T(X, "float32")))
case("Tile.0d", lambda: Fn(tile, (3,))(Tensor(np.float32(3.0))))
case("Tile.0d_empty", lambda: Fn(tile, ())(Tensor(np.float32(3.0))))
case("Tile.empty", lambda: Fn(tile, (2, 2))(Tensor(np.zeros((0, 2), np.float32))))

for ax in [(), 0, -1, (0, 2), 1, (0, 0), [0]]:
    case(f"Squeeze.{ax}", lambda: Fn(ops.Squeeze(ax))(Tensor(np.ones((1, 3, 1), np.float32))))
case("Squeeze.0d", lambda: Fn(ops.Squeeze())(Tensor(np.float32(3.0))))
case("Squeeze.0d_ax0", lambda: Fn(ops.Squeeze(0))(Tensor(np.float32(3.0))))
case("Squeeze.empty", lambda: Fn(ops.Squeeze())(Tensor(np.zeros((1, 0, 1), np.float32))))
case("Squeeze.empty_ax", lambda: Fn(ops.Squeeze(1))(Tensor(np.zeros((1, 0, 1), np.float32))))
for dt in DTS:
    case(f"Squeeze.{dt}", lambda: bf(Fn(ops.Squeeze())(T(X[:1], dt))))
ed = ops.ExpandDims()
for ax in [0, -1, 2, 3, -3, -4, 1.0, True]:
    case(f"ExpandDims.{ax}", lambda: Fn(ed, ax)(T(X, "float32")))
case("ExpandDims.0d", lambda: Fn(ed, 0)(Tensor(np.float32(3.0))))
case("ExpandDims.0d_m1", lambda: Fn(ed, -1)(Tensor(np.float32(3.0))))
case("ExpandDims.0d_2", lambda: Fn(ed, 2)(Tensor(np.float32(3.0))))
case("ExpandDims.empty", lambda: Fn(ed, 1)(Tensor(np.zeros((0, 2), np.float32))))

for ax in [0, 1, -1, -2, 2]:
    case(f"Concat.ax{ax}", lambda: Fn(ops.Concat(ax))((T(X, "float32"), T(X[:, :2] if ax in (1, -1) else X[:1], "float32"))))
for dt in DTS:
    case(f"Concat.{dt}", lambda: bf(Fn(ops.Concat())((T(X, dt), T(X, dt)))))
for d1, d2 in [("int32", "float32"), ("float16", "float32"), ("bool", "int32"), ("int32", "int64"), ("uint8", "int8")]:
    case(f"Concat.mix.{d1}.{d2}", lambda: Fn(ops.Concat())((T(X, d1), T(X, d2))))
case("Concat.empty_piece", lambda: Fn(ops.Concat())((Tensor(np.zeros((0, 4), np.float32)), T(X, "float32"))))
case("Concat.empty_other", lambda: Fn(ops.Concat(1))((Tensor(np.zeros((3, 0), np.float32)), T(X, "float32"))))
case("Concat.one", lambda: Fn(ops.Concat())((T(X, "float32"),)))
case("Concat.list", lambda: Fn(ops.Concat(1))([T(X, "float32"), T(X, "float32")]))
case("Concat.0d", lambda: Fn(ops.Concat())((Tensor(np.float32(1)), Tensor(np.float32(2)))))
case("Concat.rank", lambda: Fn(ops.Concat())((T(X, "float32"), Tensor(np.ones(4, np.float32)))))
case("Concat.shape", lambda: Fn(ops.Concat())((T(X, "float32"), Tensor(np.ones((2, 3), np.float32)))))
case("Concat.empty_1d", lambda: Fn(ops.Concat())((Tensor(np.zeros((0,), np.float32)), T(X, "float32"))))

for ax in [0, 1, -1, 2, -3, 3]:
    case(f"Stack.ax{ax}", lambda: Fn(ops.Stack(ax))((T(X, "float32"), T(X, "float32"))))
for dt in DTS:
    case(f"Stack.{dt}", lambda: bf(Fn(ops.Stack())((T(X, dt), T(X, dt)))))
case("Stack.mix", lambda: Fn(ops.Stack())((T(X, "int32"), T(X, "float32"))))
case("Stack.0d", lambda: Fn(ops.Stack())((Tensor(np.float32(1)), Tensor(np.float32(2)))))
case("Stack.empty", lambda: Fn(ops.Stack(1))((Tensor(np.zeros((0, 2), np.float32)), Tensor(np.zeros((0, 2), np.float32)))))
case("Stack.shape", lambda: Fn(ops.Stack())((T(X, "float32"), Tensor(np.ones((4, 3), np.float32)))))
for ax in [0, 1, -1, 2]:
    case(f"Unstack.ax{ax}", lambda: Fn(ops.Unstack(ax))(T(X, "float32")))
case("Unstack.1d", lambda: Fn(ops.Unstack())(Tensor(np.arange(3, dtype=np.int32))))
case("Unstack.empty", lambda: Fn(ops.Unstack(1))(Tensor(np.zeros((2, 0), np.float32))))
for dt in DTS:
    case(f"Unstack.{dt}", lambda: bf(Fn(ops.Unstack())(T(X, dt))))
for ax, n in [(1, 2), (-1, 4), (0, 3), (0, 1), (1, 3), (2, 1), (-2, 3), (1, 0)]:
    case(f"Split.ax{ax}.n{n}", lambda: Fn(ops.Split(ax, n))(T(X, "float32")))
for dt in DTS:
    case(f"Split.{dt}", lambda: bf(Fn(ops.Split(1, 2))(T(X, dt))))
case("Split.empty", lambda: Fn(ops.Split(0, 2))(Tensor(np.zeros((2, 0), np.float32))))

for nm, p in [("Shape", ops.Shape()), ("DType", ops.DType()), ("Rank", ops.Rank()), ("Size", ops.Size()),
              ("shape_fn", ops.shape), ("dtype_fn", ops.dtype), ("Flatten", ops.Flatten()),
              ("ZerosLike", ops.ZerosLike()), ("OnesLike", ops.OnesLike())]:
    for dt in ["bool", "int8", "uint8", "float16", "int64", "bfloat16"]:
        case(f"{nm}.{dt}", lambda: bf(Fn(p)(T(X, dt))))
    case(f"{nm}.0d", lambda: Fn(p)(Tensor(np.float32(2.5))))
    case(f"{nm}.empty", lambda: Fn(p)(Tensor(np.zeros((0, 2, 3), np.float32))))
    case(f"{nm}.1d", lambda: Fn(p)(Tensor(np.ones((5,), np.int32))))
fill = ops.Fill()
for dt in DTS:
    case(f"Fill.{dt}", lambda: bf(Fn(fill, getattr(ms, dt), (2, 3), 2.5)()))
    case(f"Fill.neg.{dt}", lambda: bf(Fn(fill, getattr(ms, dt), (2,), -1)()))
case("Fill.0d", lambda: Fn(fill, ms.float32, (), 1)())
case("Fill.empty", lambda: Fn(fill, ms.int32, (0, 3), 1)())
case("Fill.bool", lambda: Fn(fill, ms.float32, (2,), True)())
case("Fill.tensorval", lambda: Fn(fill, ms.float32, (2,), Tensor(np.float16(3.5)))())
case("Fill.negdim", lambda: Fn(fill, ms.float32, (2, -1), 1)())
case("Fill.list", lambda: Fn(fill, ms.int8, [2, 2], 300)())
sel = ops.Select()
C = Tensor(np.array([[True, False, True, False]] * 3))
for dt in DTS:
    case(f"Select.{dt}", lambda: bf(Fn(sel)(C, T(X, dt), T(-X, dt))))
case("Select.mix", lambda: Fn(sel)(C, T(X, "int32"), T(X, "float32")))
case("Select.bcast", lambda: Fn(sel)(Tensor(np.array([True, False, True, False])), T(X, "float32"), T(-X, "float32")))
case("Select.bcast2", lambda: Fn(sel)(C, T(X[:1], "float32"), T(-X, "float32")))
case("Select.scalar", lambda: Fn(sel)(C, T(X, "float32"), 0.0))
case("Select.intcond", lambda: Fn(sel)(T(X, "int32"), T(X, "float32"), T(-X, "float32")))
case("Select.0d", lambda: Fn(sel)(Tensor(True), Tensor(np.float32(1)), Tensor(np.float32(2))))
case("Select.empty", lambda: Fn(sel)(Tensor(np.zeros((0, 2), np.bool_)), Tensor(np.zeros((0, 2), np.float32)),
                                      Tensor(np.zeros((0, 2), np.float32))))
rev = ops.ReverseV2
for ax in [(0,), (1,), (-1,), (0, 1), (), (0, 0), (2,)]:
    case(f"ReverseV2.{ax}", lambda: Fn(rev(ax))(T(X, "float32")))
for dt in DTS:
    case(f"ReverseV2.{dt}", lambda: bf(Fn(rev((1,)))(T(X, dt))))
sl = ops.Slice()
for b, s in [((0, 1), (2, 2)), ((1, 0), (-1, -1)), ((0, 0), (3, 4)), ((2, 3), (1, 1)), ((0, 0), (0, 2)),
             ((0, 0), (4, 1)), ((-1, 0), (1, 1)), ((3, 0), (0, 4))]:
    case(f"Slice.{b}.{s}", lambda: Fn(sl, b, s)(T(X, "float32")))
for dt in DTS:
    case(f"Slice.{dt}", lambda: bf(Fn(sl, (1, 1), (2, 2))(T(X, dt))))
ss = ops.StridedSlice
for kw, b, e, s in [({}, (0, 1), (3, 4), (1, 2)), ({}, (2, 3), (0, 0), (-1, -1)), ({"begin_mask": 1}, (2, 0), (3, 4), (1, 1)),
                    ({"end_mask": 2}, (0, 1), (2, 2), (1, 1)), ({"shrink_axis_mask": 1}, (1, 0), (2, 4), (1, 1)),
                    ({"new_axis_mask": 1}, (0, 0), (1, 2), (1, 1)), ({"ellipsis_mask": 1}, (0, 1), (0, 3), (1, 1)),
                    ({}, (-2, -3), (-1, -1), (1, 1)), ({}, (0, 0), (10, 10), (1, 1)), ({}, (0,), (2,), (1,)),
                    ({}, (0, 0), (3, 4), (0, 1)), ({"shrink_axis_mask": 2}, (0, -1), (3, 0), (1, 1))]:
    case(f"StridedSlice.{kw}.{b}.{e}.{s}", lambda: Fn(ss(**kw), b, e, s)(T(X, "float32")))
case("StridedSlice.empty", lambda: Fn(ss(), (0,), (0,), (1,))(Tensor(np.zeros((0, 2), np.float32))))
case("StridedSlice.0d", lambda: Fn(ss(), (), (), ())(Tensor(np.float32(1.0))))
