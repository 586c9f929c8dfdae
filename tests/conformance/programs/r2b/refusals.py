"""Inputs MindSpore 2.10 refuses where msgraph computed (the "left" list of the adapt34b sweep, task r2b):
TensorScatterDiv of int8 / uint8 (TypeError; ScatterNdDiv takes them), SearchSorted of a uint8 / float16 / bool
sorted sequence or of mixed dtypes, Range of integer and float bounds together (TypeError; int32 with int64 and
float32 with float64 are taken), TruncateMod's function form of int16 / int64 / two bools (TypeError, as the
Primitive), Xlogy (Primitive, Tensor method) of two bool Tensors (TypeError; ops.xlogy computes them in float32),
SpaceToDepth of bool (TypeError), NLLLoss of a label outside [0, C) in Graph mode (ValueError when the graph runs;
msgraph raised Gather's RuntimeError), Maximum / Minimum of two Tensors of different shapes broadcasting to an empty
output (RuntimeError; same shapes or a 0-d operand compute), the UnsortedSegmentSum Primitive with an id >=
num_segments (RuntimeError).  In a Cell, both modes, beside the accepted neighbours."""
import numpy as np
import mindspore as ms
from mindspore import Parameter, Tensor, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, *a):
        return self.f(*a)


idx = Tensor(np.array([[0], [2]], np.int32))
for d in (np.int8, np.uint8, np.int16, np.int32, np.float32):
    n = np.dtype(d).name
    x, u = Tensor(np.array([6, 8, 9], d)), Tensor(np.array([2, 3], d))
    emit_error(f"tsdiv_{n}", Net(ops.TensorScatterDiv()), x, idx, u)
    emit_error(f"tsdiv_fn_{n}", Net(ops.tensor_scatter_div), x, idx, u)
for d in (np.int8, np.uint8):
    p = Parameter(Tensor(np.array([6, 8, 9], d)), name=f"p_{np.dtype(d).name}")
    emit(f"scatter_nd_div_{np.dtype(d).name}", ops.ScatterNdDiv()(p, idx, Tensor(np.array([2, 3], d))))

for d in (np.uint8, np.float16, np.bool_, np.int8, np.int16, np.int32, np.int64, np.float32, np.float64):
    seq, val = np.array([0, 1, 3, 5]).astype(d), np.array([1, 2, 6, 0]).astype(d)
    emit_error(f"searchsorted_{np.dtype(d).name}", ops.SearchSorted(), Tensor(seq), Tensor(val))
emit_error("searchsorted_mixed", ops.SearchSorted(), Tensor(np.array([0, 1, 3, 5], np.float32)),
           Tensor(np.array([1, 2], np.int32)))


def T(v, d):
    return Tensor(np.array(v, d))


emit_error("range_i32_f32_i32", Net(ops.Range()), T(0, np.int32), T(3, np.float32), T(1, np.int32))
emit_error("range_i32_i64_i32", Net(ops.Range()), T(0, np.int32), T(3, np.int64), T(1, np.int32))
emit_error("range_f32_f64_f32", Net(ops.Range()), T(0, np.float32), T(3, np.float64), T(1, np.float32))
emit_error("range_i32_f32_f32", Net(ops.Range()), T(0, np.int32), T(3, np.float32), T(1, np.float32))
emit_error("range_numbers_mixed", ops.Range(), 0, 3.0, 1)
emit_error("range_fn_mixed", ops.range, T(0, np.int32), T(3, np.float32), T(1, np.int32))

for d in (np.int16, np.int64, np.bool_, np.int32, np.int8, np.float16):
    n = np.dtype(d).name
    a, b = Tensor(np.array([7, -7, 0], np.int64).astype(d)), Tensor(np.array([3, 2, 5], np.int64).astype(d))
    emit_error(f"truncmod_fn_{n}", Net(ops.truncate_mod), a, b)
    emit_error(f"truncmod_prim_{n}", Net(ops.TruncateMod()), a, b)

# TruncateMod checks the promoted dtype: uint8 with int8 is Int16 (refused), int16 with float32 computes
for name, a, b in (("u8_i8", T([7, 5], np.uint8), T([3, 2], np.int8)),
                   ("i16_f32", T([7, -7], np.int16), T([3, 2], np.float32)),
                   ("bool_number", T([True, False], np.bool_), 2),
                   ("bool_i32", T([True, False], np.bool_), T([3, 2], np.int32)),
                   ("i64_f16", T([7, 5], np.int64), T([3, 2], np.float16))):
    emit_error(f"truncmod_fn_{name}", ops.truncate_mod, a, b)
    emit_error(f"truncmod_prim_{name}", Net(ops.TruncateMod()), a, b)

bt, bf = T([True, False], np.bool_), T([True, True], np.bool_)
emit_error("xlogy_prim_bools", Net(ops.Xlogy()), bt, bf)
emit_error("xlogy_prim_bool_f32", Net(ops.Xlogy()), bt, T([1.0, 2.0], np.float32))
emit_error("xlogy_fn_bools", Net(ops.xlogy), bt, bf)
emit_error("xlogy_method_bools", lambda a, b: a.xlogy(b), bt, bf)

for d in (np.bool_, np.int8, np.float32):
    emit_error(f"spacetodepth_{np.dtype(d).name}", Net(ops.SpaceToDepth(2)), Tensor(np.ones((1, 1, 2, 4), d)))

# NLLLoss's label range: a ValueError in both modes (Graph mode: when the graph runs)
lg, wt = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10), Tensor(np.ones(4, np.float32))
for name, lab in (("oob", [0, 4, 1]), ("neg", [0, -1, 1]), ("ok", [0, 3, 1])):
    emit_error(f"nllloss_{name}", Net(ops.NLLLoss()), lg, Tensor(np.array(lab, np.int32)), wt)
emit_error("nllloss_ignored_oob", Net(ops.NLLLoss(ignore_index=7)), lg, Tensor(np.array([0, 7, 1], np.int32)), wt)
emit_error("nllloss_f64_oob", Net(ops.NLLLoss()), Tensor(np.ones((2, 4))), Tensor(np.array([5, 0], np.int32)),
           Tensor(np.ones(4)))

# Maximum / Minimum: two Tensors of different shapes (neither 0-d) broadcasting to an empty output: RuntimeError
e03, o3 = Tensor(np.ones((0, 3), np.float32)), Tensor(np.ones(3, np.float32))
emit_error("maximum_empty_bcast", Net(ops.Maximum()), e03, o3)
emit_error("minimum_empty_bcast", Net(ops.Minimum()), e03, Tensor(np.ones((1, 3), np.float32)))
emit_error("maximum_fn_empty_bcast", Net(ops.maximum), Tensor(np.ones((2, 0), np.int32)),
           Tensor(np.ones((1, 1), np.int32)))
emit_error("maximum_empty_same", Net(ops.Maximum()), e03, e03)
emit_error("minimum_empty_0d", Net(ops.Minimum()), Tensor(np.ones(0, np.float32)), Tensor(np.array(1.0, np.float32)))
emit_error("maximum_empty_number", Net(ops.Maximum()), e03, 1.0)

# UnsortedSegmentSum (the Primitive): an id >= num_segments is a RuntimeError; negative ids are dropped
xs = Tensor(np.arange(4, dtype=np.float32))
emit_error("segsum_id_too_big", Net(ops.UnsortedSegmentSum()), xs, Tensor(np.array([0, 1, 5, 2], np.int32)), 3)
emit_error("segsum_id_negative", Net(ops.UnsortedSegmentSum()), xs, Tensor(np.array([0, -1, 1, 2], np.int32)), 3)
emit_error("segsum_ok", Net(ops.UnsortedSegmentSum()), xs, Tensor(np.array([0, 1, 1, 2], np.int32)), 3)
