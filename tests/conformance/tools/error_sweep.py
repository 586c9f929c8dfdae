"""Error-class sweep: which exception class each op raises for bad input, MindSpore 2.10 vs msgraph.

Not run in CI.  ``python tests/conformance/tools/error_sweep.py --oracle /tmp/ms/bin/python`` runs
every case of ``CASES`` (an op call with incompatible shapes, a wrong dtype, a bad attribute or a
wrong Python type) under real MindSpore and under msgraph, in PyNative and Graph mode (each case is
a Cell whose ``construct`` makes the call), and prints the cases where the builtin exception class
differs (as the conformance harness classifies it).  ``--backend`` runs one side and prints JSON.
Options: ``-k SUBSTR`` (cases whose label contains it), ``--start N`` (skip the first N cases), ``--modes pynative,graph``, ``--save DIR``
(keep both sides' JSON), ``--load DIR`` (compare saved MindSpore results with a fresh msgraph run).
Measured (session 28, rerun28): 571 cases, 1136 runs; class mismatches 18 at 59079fd2 (session 15), 23 on main at
the start of session 28 (ReduceSum / ReduceMean accepted keep_dims='a'; Graph-mode ops.norm / L2Normalize with an
axis out of range leaked numpy's AxisError), 17 after its fixes (programs/rerun28).  Session 31 (sweep31, 2026-12-05; a fresh
MindSpore run): 16 class mismatches on main at e40f0a1d, the same 16 at e64c8d19 (session 28's msgraph): no case
regressed.  The msgraph side imports the
checkout the tool sits in: run an older commit's own copy of the tool to measure that commit.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))  # harness.py (for the builtin-class classification)


def F(*s):
    return ("float32", s)


def H(*s):
    return ("float16", s)


def I(*s):
    return ("int32", s)


def L(*s):
    return ("int64", s)


def B(*s):
    return ("bool_", s)


# (label, construct expression, inputs {name: spec}, __init__ lines or None)
# Labels end in the kind of bad input: shape / dtype / attr / pytype.
CASES = []


def C(label, expr, init=None, **inputs):
    CASES.append((label, expr, inputs, init))


# --- elementwise binary ------------------------------------------------------------------
for fn, prim in [("add", "Add"), ("sub", "Sub"), ("mul", "Mul"), ("div", "Div"), ("maximum", "Maximum"),
                 ("minimum", "Minimum"), ("pow", "Pow"), ("equal", "Equal"), ("greater", "Greater"),
                 ("less", "Less"), ("greater_equal", "GreaterEqual"), ("less_equal", "LessEqual"),
                 ("not_equal", "NotEqual"), ("logical_and", "LogicalAnd"), ("logical_or", "LogicalOr"),
                 ("floor_div", "FloorDiv"), ("atan2", "Atan2"), ("squared_difference", "SquaredDifference")]:
    a, b = (B(2, 3), B(4, 5)) if fn.startswith("logical") else (F(2, 3), F(4, 5))
    C(f"ops.{fn}_shape", f"ops.{fn}(x, y)", x=a, y=b)
    C(f"ops.{prim}_shape", "self.op(x, y)", init=f"self.op = ops.{prim}()", x=a, y=b)
    C(f"ops.{fn}_none_pytype", f"ops.{fn}(x, None)", x=a)
    C(f"ops.{prim}_str_pytype", "self.op(x, 'a')", init=f"self.op = ops.{prim}()", x=a)
C("ops.RealDiv_shape", "self.op(x, y)", init="self.op = ops.RealDiv()", x=F(2, 3), y=F(4, 5))
C("ops.logical_and_float_dtype", "ops.logical_and(x, y)", x=F(2, 3), y=F(2, 3))
C("ops.LogicalAnd_int_dtype", "self.op(x, y)", init="self.op = ops.LogicalAnd()", x=I(2, 3), y=I(2, 3))
C("ops.LogicalNot_float_dtype", "self.op(x)", init="self.op = ops.LogicalNot()", x=F(2, 3))
C("ops.add_bool_bool_dtype", "ops.add(x, y)", x=B(2, 3), y=B(2, 3))
C("ops.Add_list_pytype", "self.op([1.0, 2.0], x)", init="self.op = ops.Add()", x=F(2))
C("ops.mul_tuple_pytype", "ops.mul(x, (1, 2))", x=F(2))
C("ops.bitwise_and_float_dtype", "ops.bitwise_and(x, y)", x=F(2, 3), y=F(2, 3))

# --- unary ---------------------------------------------------------------------------------
for fn, prim in [("relu", "ReLU"), ("sigmoid", "Sigmoid"), ("exp", "Exp"), ("log", "Log"), ("sqrt", "Sqrt"),
                 ("tanh", "Tanh"), ("abs", "Abs"), ("neg", "Neg"), ("floor", "Floor"), ("round", "Round"),
                 ("reciprocal", "Reciprocal"), ("square", "Square"), ("sin", "Sin"), ("cos", "Cos"),
                 ("erf", "Erf"), ("rsqrt", "Rsqrt"), ("softplus", "Softplus"), ("relu6", "ReLU6"),
                 ("gelu", "GeLU"), ("ceil", "Ceil"), ("sign", "Sign")]:
    C(f"ops.{fn}_int_dtype", f"ops.{fn}(x)", x=I(2, 3))
    C(f"ops.{prim}_bool_dtype", "self.op(x)", init=f"self.op = ops.{prim}()", x=B(2, 3))
    C(f"ops.{fn}_none_pytype", f"ops.{fn}(None)")
    C(f"ops.{prim}_list_pytype", "self.op([1.0, 2.0])", init=f"self.op = ops.{prim}()")
C("ops.softmax_axis_attr", "ops.softmax(x, 3)", x=F(2, 3))
C("ops.Softmax_axis_attr", "self.op(x)", init="self.op = ops.Softmax(axis=3)", x=F(2, 3))
C("ops.Softmax_int_dtype", "self.op(x)", init="self.op = ops.Softmax()", x=I(2, 3))
C("ops.log_softmax_axis_attr", "ops.log_softmax(x, 5)", x=F(2, 3))
C("ops.LogSoftmax_int_dtype", "self.op(x)", init="self.op = ops.LogSoftmax()", x=I(2, 3))
C("ops.LeakyReLU_int_dtype", "self.op(x)", init="self.op = nn.LeakyReLU()", x=I(2, 3))

# --- reductions ----------------------------------------------------------------------------
for fn, prim in [("sum", "ReduceSum"), ("mean", "ReduceMean"), ("amax", "ReduceMax"), ("amin", "ReduceMin"),
                 ("prod", "ReduceProd")]:
    C(f"ops.{fn}_axis_attr", f"ops.{fn}(x, 5)", x=F(2, 3))
    C(f"ops.{prim}_axis_attr", "self.op(x, 5)", init=f"self.op = ops.{prim}()", x=F(2, 3))
    C(f"ops.{prim}_keepdims_attr", "self.op(x, 1)", init=f"self.op = ops.{prim}(keep_dims='a')", x=F(2, 3))
    C(f"ops.{prim}_floataxis_attr", "self.op(x, 1.5)", init=f"self.op = ops.{prim}()", x=F(2, 3))
    C(f"ops.{prim}_list_pytype", "self.op([1.0, 2.0], 0)", init=f"self.op = ops.{prim}()")
C("ops.ReduceSum_dupaxis_attr", "self.op(x, (1, 1))", init="self.op = ops.ReduceSum()", x=F(2, 3))
C("ops.ReduceAll_float_dtype", "self.op(x)", init="self.op = ops.ReduceAll()", x=F(2, 3))
C("ops.argmax_axis_attr", "ops.argmax(x, 4)", x=F(2, 3))
C("ops.Argmax_axis_attr", "self.op(x)", init="self.op = ops.Argmax(axis=4)", x=F(2, 3))
C("ops.ArgMaxWithValue_axis_attr", "self.op(x)", init="self.op = ops.ArgMaxWithValue(axis=4)", x=F(2, 3))
C("ops.argmin_axis_attr", "ops.argmin(x, 4)", x=F(2, 3))
C("ops.cumsum_axis_attr", "ops.cumsum(x, 4)", x=F(2, 3))
C("ops.CumSum_axis_attr", "self.op(x, 4)", init="self.op = ops.CumSum()", x=F(2, 3))
C("ops.norm_axis_attr", "ops.norm(x, 2, 4)", x=F(2, 3))
C("ops.topk_k_attr", "ops.topk(x, 5)", x=F(2, 3))
C("ops.TopK_k_attr", "self.op(x, 5)", init="self.op = ops.TopK()", x=F(2, 3))
C("ops.Sort_axis_attr", "self.op(x)", init="self.op = ops.Sort(axis=4)", x=F(2, 3))
C("ops.sort_int_dtype", "ops.sort(x)", x=B(2, 3))

# --- shape ops ------------------------------------------------------------------------------
C("ops.reshape_shape", "ops.reshape(x, (4, 2))", x=F(2, 3))
C("ops.Reshape_shape", "self.op(x, (5,))", init="self.op = ops.Reshape()", x=F(2, 3))
C("ops.Reshape_two_neg_attr", "self.op(x, (-1, -1))", init="self.op = ops.Reshape()", x=F(2, 3))
C("ops.reshape_list_pytype", "ops.reshape([1.0, 2.0], (2,))")
C("ops.transpose_perm_attr", "ops.transpose(x, (0, 1, 2))", x=F(2, 3))
C("ops.Transpose_dup_attr", "self.op(x, (0, 0))", init="self.op = ops.Transpose()", x=F(2, 3))
C("ops.Transpose_range_attr", "self.op(x, (0, 2))", init="self.op = ops.Transpose()", x=F(2, 3))
C("ops.squeeze_axis_attr", "ops.squeeze(x, 1)", x=F(2, 3))
C("ops.Squeeze_axis_attr", "self.op(x)", init="self.op = ops.Squeeze(1)", x=F(2, 3))
C("ops.Squeeze_range_attr", "self.op(x)", init="self.op = ops.Squeeze(5)", x=F(2, 3))
C("ops.expand_dims_axis_attr", "ops.expand_dims(x, 5)", x=F(2, 3))
C("ops.ExpandDims_axis_attr", "self.op(x, 5)", init="self.op = ops.ExpandDims()", x=F(2, 3))
C("ops.ExpandDims_float_attr", "self.op(x, 1.0)", init="self.op = ops.ExpandDims()", x=F(2, 3))
C("ops.concat_shape", "ops.concat((x, y), 0)", x=F(2, 3), y=F(2, 4))
C("ops.Concat_shape", "self.op((x, y))", init="self.op = ops.Concat(0)", x=F(2, 3), y=F(2, 4))
C("ops.Concat_rank_shape", "self.op((x, y))", init="self.op = ops.Concat(0)", x=F(2, 3), y=F(3))
C("ops.Concat_dtype", "self.op((x, y))", init="self.op = ops.Concat(0)", x=F(2, 3), y=I(2, 3))
C("ops.Concat_axis_attr", "self.op((x, y))", init="self.op = ops.Concat(3)", x=F(2, 3), y=F(2, 3))
C("ops.cat_pytype", "ops.cat(x, 0)", x=F(2, 3))
C("ops.stack_shape", "ops.stack((x, y))", x=F(2, 3), y=F(2, 4))
C("ops.Stack_shape", "self.op((x, y))", init="self.op = ops.Stack()", x=F(2, 3), y=F(2, 4))
C("ops.Stack_axis_attr", "self.op((x, y))", init="self.op = ops.Stack(5)", x=F(2, 3), y=F(2, 3))
C("ops.Stack_dtype", "self.op((x, y))", init="self.op = ops.Stack()", x=F(2, 3), y=I(2, 3))
C("ops.split_size_attr", "ops.split(x, 4, 1)", x=F(2, 3))
C("ops.Split_attr", "self.op(x)", init="self.op = ops.Split(1, 2)", x=F(2, 3))
C("ops.Split_axis_attr", "self.op(x)", init="self.op = ops.Split(4, 1)", x=F(2, 3))
C("ops.tile_neg_attr", "ops.tile(x, (-1, 2))", x=F(2, 3))
C("ops.Tile_short_attr", "self.op(x, (2,))", init="self.op = ops.Tile()", x=F(2, 3))
C("ops.Tile_float_attr", "self.op(x, (2.0, 1.0))", init="self.op = ops.Tile()", x=F(2, 3))
C("ops.slice_shape", "ops.slice(x, (0, 0), (3, 3))", x=F(2, 3))
C("ops.Slice_rank_attr", "self.op(x, (0,), (1,))", init="self.op = ops.Slice()", x=F(2, 3))
C("ops.StridedSlice_zero_attr", "self.op(x, (0, 0), (2, 3), (0, 1))", init="self.op = ops.StridedSlice()", x=F(2, 3))
C("ops.gather_axis_attr", "ops.gather(x, i, 4)", x=F(2, 3), i=I(2))
C("ops.Gather_float_dtype", "self.op(x, i, 0)", init="self.op = ops.Gather()", x=F(2, 3), i=F(2))
C("ops.GatherNd_shape", "self.op(x, i)", init="self.op = ops.GatherNd()", x=F(2, 3), i=I(2, 3))
C("ops.GatherNd_float_dtype", "self.op(x, i)", init="self.op = ops.GatherNd()", x=F(2, 3), i=F(2, 2))
C("ops.gather_elements_shape", "ops.gather_elements(x, 1, i)", x=F(2, 3), i=L(2, 3, 4))
C("ops.one_hot_float_dtype", "ops.one_hot(i, 3, on, off)", i=F(2), on=F(), off=F())
C("ops.OneHot_axis_attr", "self.op(i, 3, on, off)", init="self.op = ops.OneHot(axis=5)", i=I(2), on=F(), off=F())
C("ops.OneHot_depth_attr", "self.op(i, -2, on, off)", init="self.op = ops.OneHot()", i=I(2), on=F(), off=F())
C("ops.select_shape", "ops.select(c, x, y)", c=B(2, 3), x=F(4, 5), y=F(4, 5))
C("ops.Select_float_cond_dtype", "self.op(c, x, y)", init="self.op = ops.Select()", c=F(2, 3), x=F(2, 3), y=F(2, 3))
C("ops.Select_dtype", "self.op(c, x, y)", init="self.op = ops.Select()", c=B(2, 3), x=F(2, 3), y=I(2, 3))
C("ops.where_shape", "ops.where(c, x, y)", c=B(2, 3), x=F(4, 5), y=F(4, 5))
C("ops.broadcast_to_shape", "ops.broadcast_to(x, (4, 5))", x=F(2, 3))
C("ops.BroadcastTo_shape", "self.op(x)", init="self.op = ops.BroadcastTo((4, 5))", x=F(2, 3))
C("ops.flatten_scalar_shape", "ops.flatten(x)", x=F())
C("ops.Flatten_scalar_shape", "self.op(x)", init="self.op = ops.Flatten()", x=F())
C("ops.fill_dtype_pytype", "ops.fill(ms.float32, (2, 2), 'a')")
C("ops.zeros_neg_attr", "ops.zeros((-2, 3), ms.float32)")
C("ops.ones_pytype", "ops.ones('a', ms.float32)")
C("ops.zeros_like_pytype", "ops.zeros_like(None)")
C("ops.ZerosLike_list_pytype", "self.op([1.0])", init="self.op = ops.ZerosLike()")
C("ops.OnesLike_list_pytype", "self.op([1.0])", init="self.op = ops.OnesLike()")
C("ops.cast_pytype", "ops.cast(x, 'a')", x=F(2, 3))
C("ops.Cast_pytype", "self.op(x, 3)", init="self.op = ops.Cast()", x=F(2, 3))
C("ops.Cast_list_pytype", "self.op([1.0], ms.int32)", init="self.op = ops.Cast()")
C("ops.pad_attr", "ops.pad(x, (1, 1, 1))", x=F(2, 3))
C("ops.Pad_attr", "self.op(x)", init="self.op = ops.Pad(((1, 1),))", x=F(2, 3))
C("ops.Pad_neg_attr", "self.op(x)", init="self.op = ops.Pad(((-1, 1), (0, 0)))", x=F(2, 3))
C("ops.ScatterNd_shape", "self.op(i, u, (3, 3))", init="self.op = ops.ScatterNd()", i=I(2, 1), u=F(3, 3))
C("ops.tensor_scatter_update_shape", "ops.tensor_scatter_update(x, i, u)", x=F(3, 3), i=I(2, 1), u=F(3, 3))
C("ops.ReverseV2_axis_attr", "self.op(x)", init="self.op = ops.ReverseV2((4,))", x=F(2, 3))
C("ops.flip_axis_attr", "ops.flip(x, (4,))", x=F(2, 3))
C("ops.Shape_pytype", "self.op([1.0])", init="self.op = ops.Shape()")
C("ops.unsqueeze_axis_attr", "ops.unsqueeze(x, 5)", x=F(2, 3))
C("ops.permute_attr", "ops.permute(x, (0,))", x=F(2, 3))
C("ops.swapaxes_attr", "ops.swapaxes(x, 0, 4)", x=F(2, 3))
C("ops.chunk_attr", "ops.chunk(x, 0)", x=F(2, 3))
C("ops.repeat_elements_attr", "ops.repeat_elements(x, 2, 5)", x=F(2, 3))
C("ops.clip_by_value_dtype", "ops.clip_by_value(x, 'a', 'b')", x=F(2, 3))
C("ops.clamp_none_attr", "ops.clamp(x)", x=F(2, 3))
C("ops.masked_fill_shape", "ops.masked_fill(x, m, 0.0)", x=F(2, 3), m=B(4, 5))
C("ops.masked_fill_mask_dtype", "ops.masked_fill(x, m, 0.0)", x=F(2, 3), m=F(2, 3))
C("ops.L2Normalize_axis_attr", "self.op(x)", init="self.op = ops.L2Normalize(axis=4)", x=F(2, 3))
C("ops.BiasAdd_shape", "self.op(x, b)", init="self.op = ops.BiasAdd()", x=F(2, 3), b=F(4))
C("ops.bias_add_rank_shape", "ops.bias_add(x, b)", x=F(3), b=F(3))
C("ops.Unstack_axis_attr", "self.op(x)", init="self.op = ops.Unstack(axis=4)", x=F(2, 3))
C("ops.ResizeNearestNeighbor_rank_shape", "self.op(x)", init="self.op = ops.ResizeNearestNeighbor((4, 4))", x=F(2, 3))
C("ops.interpolate_mode_attr", "ops.interpolate(x, size=(4, 4), mode='foo')", x=F(1, 1, 2, 3))
C("ops.dropout_p_attr", "ops.dropout(x, p=1.5)", x=F(2, 3))

# --- linear algebra ----------------------------------------------------------------------
C("ops.matmul_shape", "ops.matmul(x, y)", x=F(2, 2), y=F(3, 3))
C("ops.MatMul_shape", "self.op(x, y)", init="self.op = ops.MatMul()", x=F(2, 2), y=F(3, 3))
C("ops.MatMul_rank_shape", "self.op(x, y)", init="self.op = ops.MatMul()", x=F(2, 2, 2), y=F(2, 2))
C("ops.MatMul_transpose_shape", "self.op(x, y)", init="self.op = ops.MatMul(transpose_b=True)", x=F(2, 3), y=F(3, 2))
C("ops.MatMul_dtype", "self.op(x, y)", init="self.op = ops.MatMul()", x=F(2, 2), y=I(2, 2))
C("ops.MatMul_int_dtype", "self.op(x, y)", init="self.op = ops.MatMul()", x=I(2, 2), y=I(2, 2))
C("ops.MatMul_bool_dtype", "self.op(x, y)", init="self.op = ops.MatMul()", x=B(2, 2), y=B(2, 2))
C("ops.matmul_dtype", "ops.matmul(x, y)", x=F(2, 2), y=I(2, 2))
C("ops.matmul_batch_shape", "ops.matmul(x, y)", x=F(2, 2, 3), y=F(3, 3, 2))
C("ops.BatchMatMul_shape", "self.op(x, y)", init="self.op = ops.BatchMatMul()", x=F(2, 2, 3), y=F(2, 2, 3))
C("ops.BatchMatMul_batch_shape", "self.op(x, y)", init="self.op = ops.BatchMatMul()", x=F(2, 2, 3), y=F(3, 3, 2))
C("ops.bmm_shape", "ops.bmm(x, y)", x=F(2, 2, 3), y=F(2, 2, 3))
C("ops.bmm_rank_shape", "ops.bmm(x, y)", x=F(2, 3), y=F(3, 2))
C("ops.mm_shape", "ops.mm(x, y)", x=F(2, 3), y=F(2, 3))
C("ops.dense_shape", "ops.dense(x, w)", x=F(2, 3), w=F(4, 5))
C("ops.matmul_none_pytype", "ops.matmul(x, None)", x=F(2, 2))
C("ops.MatMul_list_pytype", "self.op([[1.0]], x)", init="self.op = ops.MatMul()", x=F(1, 1))
C("ops.outer_shape", "ops.outer(x, y)", x=F(2, 2), y=F(3))
C("ops.dot_shape", "ops.tensor_dot(x, y, 1)", x=F(2, 2), y=F(3, 3))
C("ops.inner_shape", "ops.inner(x, y)", x=F(2, 2), y=F(3, 3))
C("ops.baddbmm_shape", "ops.baddbmm(z, x, y)", z=F(2, 2, 2), x=F(2, 2, 3), y=F(2, 2, 3))
C("ops.addmm_shape", "ops.addmm(z, x, y)", z=F(2, 2), x=F(2, 3), y=F(2, 3))

# --- nn ops ------------------------------------------------------------------------------------
C("ops.conv2d_channel_shape", "ops.conv2d(x, w)", x=F(1, 3, 5, 5), w=F(2, 4, 3, 3))
C("ops.conv2d_rank_shape", "ops.conv2d(x, w)", x=F(3, 5, 5), w=F(2, 3, 3, 3))
C("ops.conv2d_kernel_shape", "ops.conv2d(x, w)", x=F(1, 3, 2, 2), w=F(2, 3, 3, 3))
C("ops.Conv2D_channel_shape", "self.op(x, w)", init="self.op = ops.Conv2D(2, 3)", x=F(1, 3, 5, 5), w=F(2, 4, 3, 3))
C("ops.Conv2D_int_dtype", "self.op(x, w)", init="self.op = ops.Conv2D(2, 3)", x=I(1, 3, 5, 5), w=I(2, 3, 3, 3))
C("ops.conv2d_dtype", "ops.conv2d(x, w)", x=F(1, 3, 5, 5), w=H(2, 3, 3, 3))
C("ops.max_pool2d_kernel_attr", "ops.max_pool2d(x, 0)", x=F(1, 1, 4, 4))
C("ops.MaxPool_kernel_attr", "self.op(x)", init="self.op = ops.MaxPool(kernel_size=0)", x=F(1, 1, 4, 4))
C("ops.MaxPool_rank_shape", "self.op(x)", init="self.op = ops.MaxPool(kernel_size=2)", x=F(4, 4))
C("ops.MaxPool_big_shape", "self.op(x)", init="self.op = ops.MaxPool(kernel_size=5)", x=F(1, 1, 4, 4))
C("ops.AvgPool_kernel_attr", "self.op(x)", init="self.op = ops.AvgPool(kernel_size=-1)", x=F(1, 1, 4, 4))
C("ops.avg_pool2d_rank_shape", "ops.avg_pool2d(x, 2)", x=F(4, 4))
C("ops.SoftmaxCrossEntropyWithLogits_shape", "self.op(x, y)", init="self.op = ops.SoftmaxCrossEntropyWithLogits()", x=F(2, 3), y=F(2, 4))
C("ops.SigmoidCrossEntropyWithLogits_shape", "self.op(x, y)", init="self.op = ops.SigmoidCrossEntropyWithLogits()", x=F(2, 3), y=F(2, 4))
C("ops.SmoothL1Loss_shape", "self.op(x, y)", init="self.op = ops.SmoothL1Loss()", x=F(2, 3), y=F(2, 4))
C("ops.cross_entropy_shape", "ops.cross_entropy(x, y)", x=F(2, 3), y=I(3))
C("ops.nll_loss_shape", "ops.nll_loss(x, y)", x=F(2, 3), y=I(3))
C("ops.mse_loss_shape", "ops.mse_loss(x, y)", x=F(2, 3), y=F(2, 4))
C("ops.l1_loss_shape", "ops.l1_loss(x, y)", x=F(2, 3), y=F(2, 4))
C("ops.binary_cross_entropy_with_logits_shape", "ops.binary_cross_entropy_with_logits(x, y, w, p)", x=F(2, 3), y=F(2, 4), w=F(3), p=F(3))
C("ops.layer_norm_shape", "ops.layer_norm(x, (4,))", x=F(2, 3))
C("ops.LayerNorm_shape", "self.op(x, g, b)", init="self.op = ops.LayerNorm()", x=F(2, 3), g=F(4), b=F(4))
C("ops.BatchNorm_shape", "self.op(x, s, b, m, v)", init="self.op = ops.BatchNorm()", x=F(2, 3), s=F(4), b=F(4), m=F(4), v=F(4))
C("ops.batch_norm_shape", "ops.batch_norm(x, m, v, s, b)", x=F(2, 3), s=F(4), b=F(4), m=F(4), v=F(4))
C("ops.embedding_float_dtype", "ops.embedding(i, w)", i=F(2), w=F(4, 3))
C("ops.prelu_shape", "ops.prelu(x, w)", x=F(2, 3), w=F(4))
C("ops.softmax_int_dtype", "ops.softmax(x)", x=I(2, 3))
C("ops.NMSWithMask_shape", "self.op(x)", init="self.op = ops.NMSWithMask(0.5)", x=F(3, 4))
C("ops.IOU_shape", "self.op(x, y)", init="self.op = ops.IOU()", x=F(3, 3), y=F(3, 4))

# --- nn layers ---------------------------------------------------------------------------------
C("nn.Dense_shape", "self.l(x)", init="self.l = nn.Dense(3, 4)", x=F(2, 5))
C("nn.Dense_int_dtype", "self.l(x)", init="self.l = nn.Dense(3, 4)", x=I(2, 3))
C("nn.Dense_bool_dtype", "self.l(x)", init="self.l = nn.Dense(3, 4)", x=B(2, 3))
C("nn.Dense_neg_attr", "self.l(x)", init="self.l = nn.Dense(-3, 4)", x=F(2, 3))
C("nn.Dense_act_attr", "self.l(x)", init="self.l = nn.Dense(3, 4, activation='foo')", x=F(2, 3))
C("nn.Dense_list_pytype", "self.l([1.0, 2.0, 3.0])", init="self.l = nn.Dense(3, 4)")
C("nn.Conv2d_channel_shape", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3)", x=F(1, 2, 5, 5))
C("nn.Conv2d_rank_shape", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3)", x=F(3, 5, 5))
C("nn.Conv2d_small_shape", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3, pad_mode='valid')", x=F(1, 3, 2, 2))
C("nn.Conv2d_int_dtype", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3)", x=I(1, 3, 5, 5))
C("nn.Conv2d_kernel_attr", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 0)", x=F(1, 3, 5, 5))
C("nn.Conv2d_padmode_attr", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3, pad_mode='foo')", x=F(1, 3, 5, 5))
C("nn.Conv2d_pad_attr", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3, pad_mode='same', padding=1)", x=F(1, 3, 5, 5))
C("nn.Conv2d_group_attr", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3, group=2)", x=F(1, 3, 5, 5))
C("nn.Conv2d_float_kernel_attr", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 2.5)", x=F(1, 3, 5, 5))
C("nn.Conv1d_channel_shape", "self.l(x)", init="self.l = nn.Conv1d(3, 4, 3)", x=F(1, 2, 5))
C("nn.Conv2dTranspose_channel_shape", "self.l(x)", init="self.l = nn.Conv2dTranspose(3, 4, 3)", x=F(1, 2, 5, 5))
C("nn.BatchNorm2d_channel_shape", "self.l(x)", init="self.l = nn.BatchNorm2d(3)", x=F(2, 4, 2, 2))
C("nn.BatchNorm2d_rank_shape", "self.l(x)", init="self.l = nn.BatchNorm2d(3)", x=F(2, 3))
C("nn.BatchNorm2d_int_dtype", "self.l(x)", init="self.l = nn.BatchNorm2d(3)", x=I(2, 3, 2, 2))
C("nn.BatchNorm2d_momentum_attr", "self.l(x)", init="self.l = nn.BatchNorm2d(3, momentum=1.5)", x=F(2, 3, 2, 2))
C("nn.BatchNorm2d_nf_attr", "self.l(x)", init="self.l = nn.BatchNorm2d(0)", x=F(2, 3, 2, 2))
C("nn.BatchNorm1d_channel_shape", "self.l(x)", init="self.l = nn.BatchNorm1d(3)", x=F(2, 4))
C("nn.LayerNorm_shape", "self.l(x)", init="self.l = nn.LayerNorm((4,))", x=F(2, 3))
C("nn.LayerNorm_axis_attr", "self.l(x)", init="self.l = nn.LayerNorm((3,), begin_norm_axis=5)", x=F(2, 3))
C("nn.LayerNorm_int_dtype", "self.l(x)", init="self.l = nn.LayerNorm((3,))", x=I(2, 3))
C("nn.LayerNorm_pytype", "self.l(x)", init="self.l = nn.LayerNorm(3)", x=F(2, 3))
C("nn.Embedding_float_dtype", "self.l(x)", init="self.l = nn.Embedding(10, 3)", x=F(2))
C("nn.Embedding_vocab_attr", "self.l(x)", init="self.l = nn.Embedding(-1, 3)", x=I(2))
C("nn.Embedding_dtype_attr", "self.l(x)", init="self.l = nn.Embedding(10, 3, dtype=ms.float32)", x=I(2))
C("nn.MaxPool2d_kernel_attr", "self.l(x)", init="self.l = nn.MaxPool2d(kernel_size=0)", x=F(1, 1, 4, 4))
C("nn.MaxPool2d_padmode_attr", "self.l(x)", init="self.l = nn.MaxPool2d(2, pad_mode='foo')", x=F(1, 1, 4, 4))
C("nn.MaxPool2d_rank_shape", "self.l(x)", init="self.l = nn.MaxPool2d(2)", x=F(4))
C("nn.MaxPool2d_big_shape", "self.l(x)", init="self.l = nn.MaxPool2d(5)", x=F(1, 1, 4, 4))
C("nn.MaxPool2d_int_dtype", "self.l(x)", init="self.l = nn.MaxPool2d(2)", x=I(1, 1, 4, 4))
C("nn.AvgPool2d_kernel_attr", "self.l(x)", init="self.l = nn.AvgPool2d(kernel_size=-2)", x=F(1, 1, 4, 4))
C("nn.AvgPool2d_rank_shape", "self.l(x)", init="self.l = nn.AvgPool2d(2)", x=F(4))
C("nn.AvgPool1d_rank_shape", "self.l(x)", init="self.l = nn.AvgPool1d(2)", x=F(4))
C("nn.MaxPool1d_rank_shape", "self.l(x)", init="self.l = nn.MaxPool1d(2)", x=F(4))
C("nn.AdaptiveAvgPool2d_rank_shape", "self.l(x)", init="self.l = nn.AdaptiveAvgPool2d(2)", x=F(4))
C("nn.Dropout_p_attr", "self.l(x)", init="self.l = nn.Dropout(p=1.5)", x=F(2, 3))
C("nn.Dropout_keep_attr", "self.l(x)", init="self.l = nn.Dropout(keep_prob=0.0)", x=F(2, 3))
C("nn.Dropout_int_dtype", "self.l(x)", init="self.l = nn.Dropout(p=0.5)", x=I(2, 3))
C("nn.ReLU_list_pytype", "self.l([1.0])", init="self.l = nn.ReLU()")
C("nn.Softmax_axis_attr", "self.l(x)", init="self.l = nn.Softmax(axis=4)", x=F(2, 3))
C("nn.Flatten_scalar_shape", "self.l(x)", init="self.l = nn.Flatten()", x=F())
C("nn.Flatten_range_attr", "self.l(x)", init="self.l = nn.Flatten(start_dim=4)", x=F(2, 3))
C("nn.SoftmaxCrossEntropyWithLogits_shape", "self.l(x, y)", init="self.l = nn.SoftmaxCrossEntropyWithLogits()", x=F(2, 3), y=F(2, 4))
C("nn.SoftmaxCrossEntropyWithLogits_sparse_shape", "self.l(x, y)", init="self.l = nn.SoftmaxCrossEntropyWithLogits(sparse=True)", x=F(2, 3), y=I(3))
C("nn.SoftmaxCrossEntropyWithLogits_sparse_dtype", "self.l(x, y)", init="self.l = nn.SoftmaxCrossEntropyWithLogits(sparse=True)", x=F(2, 3), y=F(2))
C("nn.SoftmaxCrossEntropyWithLogits_reduction_attr", "self.l(x, y)", init="self.l = nn.SoftmaxCrossEntropyWithLogits(reduction='foo')", x=F(2, 3), y=F(2, 3))
C("nn.MSELoss_shape", "self.l(x, y)", init="self.l = nn.MSELoss()", x=F(2, 3), y=F(2, 4))
C("nn.MSELoss_reduction_attr", "self.l(x, y)", init="self.l = nn.MSELoss(reduction='foo')", x=F(2, 3), y=F(2, 3))
C("nn.L1Loss_shape", "self.l(x, y)", init="self.l = nn.L1Loss()", x=F(2, 3), y=F(2, 4))
C("nn.SmoothL1Loss_shape", "self.l(x, y)", init="self.l = nn.SmoothL1Loss()", x=F(2, 3), y=F(2, 4))
C("nn.SmoothL1Loss_beta_attr", "self.l(x, y)", init="self.l = nn.SmoothL1Loss(beta=-1.0)", x=F(2, 3), y=F(2, 3))
C("nn.BCEWithLogitsLoss_shape", "self.l(x, y)", init="self.l = nn.BCEWithLogitsLoss()", x=F(2, 3), y=F(2, 4))
C("nn.BCELoss_shape", "self.l(x, y)", init="self.l = nn.BCELoss()", x=F(2, 3), y=F(2, 4))
C("nn.CrossEntropyLoss_shape", "self.l(x, y)", init="self.l = nn.CrossEntropyLoss()", x=F(2, 3), y=I(3))
C("nn.CrossEntropyLoss_dtype", "self.l(x, y)", init="self.l = nn.CrossEntropyLoss()", x=F(2, 3), y=F(2))
C("nn.NLLLoss_shape", "self.l(x, y)", init="self.l = nn.NLLLoss()", x=F(2, 3), y=I(3))
C("nn.LeakyReLU_alpha_attr", "self.l(x)", init="self.l = nn.LeakyReLU(alpha='a')", x=F(2, 3))
C("nn.Pad_attr", "self.l(x)", init="self.l = nn.Pad(((1, 1),))", x=F(2, 3))
C("nn.Pad_mode_attr", "self.l(x)", init="self.l = nn.Pad(((1, 1), (1, 1)), mode='foo')", x=F(2, 3))
C("nn.PReLU_shape", "self.l(x)", init="self.l = nn.PReLU(4)", x=F(2, 3))
C("nn.LSTM_shape", "self.l(x)[0]", init="self.l = nn.LSTM(3, 4, batch_first=True)", x=F(2, 5, 6))
C("nn.GRU_shape", "self.l(x)[0]", init="self.l = nn.GRU(3, 4, batch_first=True)", x=F(2, 5, 6))
C("nn.ResizeBilinear_rank_shape", "self.l(x, (4, 4))", init="self.l = nn.ResizeBilinear()", x=F(2, 3))
C("nn.SequentialCell_pytype", "self.l(x)", init="self.l = nn.SequentialCell([1])", x=F(2, 3))
C("nn.CellList_pytype", "self.l[0](x)", init="self.l = nn.CellList([nn.ReLU(), 3])", x=F(2, 3))
C("nn.GELU_int_dtype", "self.l(x)", init="self.l = nn.GELU()", x=I(2, 3))
C("nn.Sigmoid_int_dtype", "self.l(x)", init="self.l = nn.Sigmoid()", x=I(2, 3))
C("nn.Tanh_int_dtype", "self.l(x)", init="self.l = nn.Tanh()", x=I(2, 3))

# --- Tensor methods -----------------------------------------------------------------------------
C("Tensor.reshape_shape", "x.reshape((4, 2))", x=F(2, 3))
C("Tensor.sum_axis_attr", "x.sum(5)", x=F(2, 3))
C("Tensor.mean_axis_attr", "x.mean(5)", x=F(2, 3))
C("Tensor.transpose_attr", "x.transpose(0, 2)", x=F(2, 3))
C("Tensor.view_shape", "x.view(4, 2)", x=F(2, 3))
C("Tensor.squeeze_attr", "x.squeeze(1)", x=F(2, 3))
C("Tensor.expand_dims_attr", "x.expand_dims(5)", x=F(2, 3))
C("Tensor.astype_pytype", "x.astype('foo')", x=F(2, 3))
C("Tensor.matmul_shape", "x @ y", x=F(2, 2), y=F(3, 3))
C("Tensor.add_shape", "x + y", x=F(2, 3), y=F(4, 5))
C("Tensor.getitem_range", "x[5]", x=F(2, 3))
C("Tensor.getitem_float", "x[1.5]", x=F(2, 3))
C("Tensor.argmax_axis_attr", "x.argmax(4)", x=F(2, 3))
C("Tensor.max_axis_attr", "x.max(4)", x=F(2, 3))

# --- second batch: more functional forms, index/value checks, Tensor methods -----------------------
C("ops.one_hot_neg_depth_attr", "ops.one_hot(i, -1, on, off)", i=I(2), on=F(), off=F())
C("ops.arange_zero_step_attr", "ops.arange(0, 5, 0)")
C("ops.arange_str_pytype", "ops.arange('a')")
C("ops.linspace_num_attr", "ops.linspace(0.0, 1.0, -2)")
C("ops.split_sections_attr", "ops.split(x, (1, 1), 1)", x=F(2, 3))
C("ops.where_cond_dtype", "ops.where(c, x, y)", c=F(2, 3), x=F(2, 3), y=F(2, 3))
C("ops.masked_select_shape", "ops.masked_select(x, m)", x=F(2, 3), m=B(4, 5))
C("ops.cumprod_axis_attr", "ops.cumprod(x, 4)", x=F(2, 3))
C("ops.logsumexp_axis_attr", "ops.logsumexp(x, 4)", x=F(2, 3))
C("ops.std_axis_attr", "ops.std(x, 4)", x=F(2, 3))
C("ops.var_axis_attr", "ops.var(x, 4)", x=F(2, 3))
C("ops.max_axis_attr", "ops.max(x, 4)", x=F(2, 3))
C("ops.min_axis_attr", "ops.min(x, 4)", x=F(2, 3))
C("ops.all_float_dtype", "ops.all(x)", x=F(2, 3))
C("ops.any_axis_attr", "ops.any(x, 4)", x=B(2, 3))
C("ops.count_nonzero_axis_attr", "ops.count_nonzero(x, 4)", x=F(2, 3))
C("ops.isclose_shape", "ops.isclose(x, y)", x=F(2, 3), y=F(4, 5))
C("ops.lerp_shape", "ops.lerp(x, y, 0.5)", x=F(2, 3), y=F(4, 5))
C("ops.addcmul_shape", "ops.addcmul(x, y, z, v)", x=F(2, 3), y=F(4, 5), z=F(2, 3), v=F(1))
C("ops.diag_rank_shape", "ops.diag(x)", x=F(2, 2, 2))
C("ops.trace_rank_shape", "ops.trace(x)", x=F(2))
C("ops.tril_rank_shape", "ops.tril(x)", x=F(2))
C("ops.triu_int_attr", "ops.triu(x, 1.5)", x=F(2, 2))
C("ops.roll_shape_attr", "ops.roll(x, (1, 2), (0,))", x=F(2, 3))
C("ops.narrow_attr", "ops.narrow(x, 0, 1, 5)", x=F(2, 3))
C("ops.movedim_attr", "ops.movedim(x, 0, 4)", x=F(2, 3))
C("ops.meshgrid_rank_shape", "ops.meshgrid(x, y)", x=F(2, 2), y=F(3))
C("ops.scatter_nd_add_shape", "ops.tensor_scatter_add(x, i, u)", x=F(3, 3), i=I(2, 1), u=F(3, 3))
C("ops.scatter_nd_idx_dtype", "ops.tensor_scatter_update(x, i, u)", x=F(3, 3), i=F(2, 1), u=F(2, 3))
C("ops.gather_nd_rank_shape", "ops.gather_nd(x, i)", x=F(2, 3), i=I(2, 3))
C("ops.index_select_axis_attr", "ops.index_select(x, 4, i)", x=F(2, 3), i=I(2))
C("ops.index_select_dtype", "ops.index_select(x, 0, i)", x=F(2, 3), i=F(2))
C("ops.unique_pytype", "ops.unique([1, 2])")
C("ops.nonzero_pytype", "ops.nonzero(None)")
C("ops.square_bool_dtype", "ops.square(x)", x=B(2, 3))
C("ops.exp_bool_dtype", "ops.exp(x)", x=B(2, 3))
C("ops.erf_bool_dtype", "ops.erf(x)", x=B(2, 3))
C("ops.neg_bool_dtype", "ops.neg(x)", x=B(2, 3))
C("ops.abs_bool_dtype", "ops.abs(x)", x=B(2, 3))
C("ops.floor_div_bool_dtype", "ops.floor_div(x, y)", x=B(2, 3), y=B(2, 3))
C("ops.div_bool_dtype", "ops.div(x, y)", x=B(2, 3), y=B(2, 3))
C("ops.sub_bool_dtype", "ops.sub(x, y)", x=B(2, 3), y=B(2, 3))
C("ops.Sub_bool_dtype", "self.op(x, y)", init="self.op = ops.Sub()", x=B(2, 3), y=B(2, 3))
C("ops.maximum_none_pytype", "ops.maximum(x, None)", x=F(2, 3))
C("ops.pow_str_pytype", "ops.pow(x, 'a')", x=F(2, 3))
C("ops.clamp_shape", "ops.clamp(x, y)", x=F(2, 3), y=F(4, 5))
C("ops.reduce_sum_keepdims_pytype", "ops.sum(x, 1, 'a')", x=F(2, 3))
C("ops.mean_float_axis_attr", "ops.mean(x, 1.5)", x=F(2, 3))
C("ops.argmax_float_axis_attr", "ops.argmax(x, 1.5)", x=F(2, 3))
C("ops.softmax_float_axis_attr", "ops.softmax(x, 1.5)", x=F(2, 3))
C("ops.concat_float_axis_attr", "ops.concat((x, x), 1.5)", x=F(2, 3))
C("ops.squeeze_float_attr", "ops.squeeze(x, 1.5)", x=F(2, 1))
C("ops.transpose_float_attr", "ops.transpose(x, (1.0, 0.0))", x=F(2, 3))
C("ops.reshape_float_attr", "ops.reshape(x, (3.0, 2.0))", x=F(2, 3))
C("ops.tile_short_attr", "ops.tile(x, (2,))", x=F(2, 3))
C("ops.gather_float_axis_attr", "ops.gather(x, i, 1.5)", x=F(2, 3), i=I(2))
C("ops.topk_float_k_attr", "ops.topk(x, 1.5)", x=F(2, 3))
C("ops.topk_int_dtype", "ops.topk(x, 2)[0]", x=B(2, 3))
C("ops.argsort_bool_dtype", "ops.argsort(x)", x=B(2, 3))
C("ops.cast_none_pytype", "ops.cast(x, None)", x=F(2, 3))
C("ops.fill_shape_attr", "ops.fill(ms.float32, (-1, 2), 1.0)")
C("ops.full_shape_attr", "ops.full((2.5, 2), 1.0)")
C("ops.eye_neg_attr", "ops.eye(-1, 2, ms.float32)")
C("ops.randn_shape_attr", "ops.zeros((2, 'a'), ms.float32)")
C("ops.ones_like_pytype", "ops.ones_like([1.0])")
C("ops.stop_gradient_pytype", "ops.stop_gradient(x)", x=F(2, 3))
C("ops.depend_pytype", "ops.depend(x, None)", x=F(2, 3))
C("ops.ReLU_int_dtype", "self.op(x)", init="self.op = ops.ReLU()", x=I(2, 3))
C("ops.ReLU_bool_dtype", "self.op(x)", init="self.op = ops.ReLU()", x=B(2, 3))
C("ops.Sigmoid_int_dtype", "self.op(x)", init="self.op = ops.Sigmoid()", x=I(2, 3))
C("ops.Tanh_int_dtype", "self.op(x)", init="self.op = ops.Tanh()", x=I(2, 3))
C("ops.Exp_int_dtype", "self.op(x)", init="self.op = ops.Exp()", x=I(2, 3))
C("ops.SoftmaxCrossEntropyWithLogits_int_dtype", "self.op(x, y)[0]", init="self.op = ops.SoftmaxCrossEntropyWithLogits()", x=I(2, 3), y=I(2, 3))
C("ops.SparseSoftmaxCrossEntropyWithLogits_shape", "self.op(x, y)", init="self.op = ops.SparseSoftmaxCrossEntropyWithLogits()", x=F(2, 3), y=I(3))
C("ops.Dropout_keep_attr", "self.op(x)[0]", init="self.op = ops.Dropout(keep_prob=1.5)", x=F(2, 3))
C("ops.Dropout_int_dtype", "self.op(x)[0]", init="self.op = ops.Dropout(keep_prob=0.5)", x=I(2, 3))
C("ops.TopK_bool_dtype", "self.op(x, 2)[0]", init="self.op = ops.TopK()", x=B(2, 3))
C("ops.Argmax_bool_dtype", "self.op(x)", init="self.op = ops.Argmax()", x=B(2, 3))
C("ops.ReduceMean_int_dtype", "self.op(x, 1)", init="self.op = ops.ReduceMean()", x=I(2, 3))
C("ops.ReduceMean_bool_dtype", "self.op(x, 1)", init="self.op = ops.ReduceMean()", x=B(2, 3))
C("ops.ReduceSum_bool_dtype", "self.op(x, 1)", init="self.op = ops.ReduceSum()", x=B(2, 3))
C("ops.ReduceMax_bool_dtype", "self.op(x, 1)", init="self.op = ops.ReduceMax()", x=B(2, 3))
C("ops.Cast_bad_attr", "self.op(x, ms.float32)", init="self.op = ops.Cast()", x=F(2, 3))
C("ops.ExpandDims_neg_attr", "self.op(x, -4)", init="self.op = ops.ExpandDims()", x=F(2, 3))
C("ops.Transpose_short_attr", "self.op(x, (0,))", init="self.op = ops.Transpose()", x=F(2, 3))
C("ops.Gather_axis_attr", "self.op(x, i, 3)", init="self.op = ops.Gather()", x=F(2, 3), i=I(2))
C("ops.Pow_bool_dtype", "self.op(x, y)", init="self.op = ops.Pow()", x=B(2, 3), y=B(2, 3))
C("ops.Select_shape", "self.op(c, x, y)", init="self.op = ops.Select()", c=B(2, 3), x=F(4, 5), y=F(4, 5))
C("ops.Fill_str_pytype", "self.op(ms.float32, (2,), 'a')", init="self.op = ops.Fill()")
C("ops.Tile_neg_attr", "self.op(x, (-1, 2))", init="self.op = ops.Tile()", x=F(2, 3))
C("ops.ScatterNd_idx_dtype", "self.op(i, u, (3, 3))", init="self.op = ops.ScatterNd()", i=F(2, 1), u=F(2, 3))
C("ops.StridedSlice_rank_attr", "self.op(x, (0,), (1, 1), (1, 1))", init="self.op = ops.StridedSlice()", x=F(2, 3))
C("nn.Dense_none_pytype", "self.l(None)", init="self.l = nn.Dense(3, 4)")
C("nn.Conv2d_none_pytype", "self.l(None)", init="self.l = nn.Conv2d(3, 4, 3)")
C("nn.BatchNorm2d_list_pytype", "self.l([1.0])", init="self.l = nn.BatchNorm2d(2)")
C("nn.Softmax_list_pytype", "self.l([1.0])", init="self.l = nn.Softmax()")
C("nn.Sigmoid_list_pytype", "self.l([1.0])", init="self.l = nn.Sigmoid()")
C("nn.Dense_bias_shape", "self.l(x)", init="self.l = nn.Dense(3, 4, bias_init=ms.Tensor(np.ones(5, np.float32)))", x=F(2, 3))
C("nn.Dense_weight_shape", "self.l(x)", init="self.l = nn.Dense(3, 4, weight_init=ms.Tensor(np.ones((4, 5), np.float32)))", x=F(2, 3))
C("nn.Dense_3d_shape", "self.l(x)", init="self.l = nn.Dense(3, 4)", x=F(2, 2, 5))
C("nn.Conv2d_weight_shape", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3, weight_init=ms.Tensor(np.ones((4, 3, 2, 2), np.float32)))", x=F(1, 3, 5, 5))
C("nn.Embedding_shape_attr", "self.l(x)", init="self.l = nn.Embedding(10, 3, embedding_table=ms.Tensor(np.ones((5, 3), np.float32)))", x=I(2))
C("nn.BatchNorm1d_rank_shape", "self.l(x)", init="self.l = nn.BatchNorm1d(3)", x=F(2, 3, 4, 5))
C("nn.BatchNorm2d_eps_attr", "self.l(x)", init="self.l = nn.BatchNorm2d(3, eps=-1.0)", x=F(2, 3, 2, 2))
C("nn.LayerNorm_eps_attr", "self.l(x)", init="self.l = nn.LayerNorm((3,), epsilon='a')", x=F(2, 3))
C("nn.LayerNorm_list_pytype", "self.l([1.0, 2.0, 3.0])", init="self.l = nn.LayerNorm((3,))")
C("nn.MaxPool2d_stride_attr", "self.l(x)", init="self.l = nn.MaxPool2d(2, stride=0)", x=F(1, 1, 4, 4))
C("nn.AvgPool2d_stride_attr", "self.l(x)", init="self.l = nn.AvgPool2d(2, stride=-1)", x=F(1, 1, 4, 4))
C("nn.AvgPool2d_big_shape", "self.l(x)", init="self.l = nn.AvgPool2d(5)", x=F(1, 1, 4, 4))
C("nn.MaxPool2d_float_attr", "self.l(x)", init="self.l = nn.MaxPool2d(2.5)", x=F(1, 1, 4, 4))
C("nn.Conv2d_dilation_attr", "self.l(x)", init="self.l = nn.Conv2d(3, 4, 3, dilation=0)", x=F(1, 3, 5, 5))
C("nn.Conv2d_in_channels_attr", "self.l(x)", init="self.l = nn.Conv2d(0, 4, 3)", x=F(1, 3, 5, 5))
C("nn.Conv2d_float_channels_attr", "self.l(x)", init="self.l = nn.Conv2d(3.0, 4, 3)", x=F(1, 3, 5, 5))
C("nn.Dense_float_channels_attr", "self.l(x)", init="self.l = nn.Dense(3.0, 4)", x=F(2, 3))
C("nn.Dropout_str_attr", "self.l(x)", init="self.l = nn.Dropout(p='a')", x=F(2, 3))
C("nn.ReLU6_int_dtype", "self.l(x)", init="self.l = nn.ReLU6()", x=I(2, 3))
C("nn.Softmax_int_dtype", "self.l(x)", init="self.l = nn.Softmax()", x=I(2, 3))
C("nn.LogSoftmax_int_dtype", "self.l(x)", init="self.l = nn.LogSoftmax()", x=I(2, 3))
C("nn.HSwish_int_dtype", "self.l(x)", init="self.l = nn.HSwish()", x=I(2, 3))
C("nn.MSELoss_int_dtype", "self.l(x, y)", init="self.l = nn.MSELoss()", x=I(2, 3), y=I(2, 3))
C("nn.L1Loss_dtype", "self.l(x, y)", init="self.l = nn.L1Loss()", x=F(2, 3), y=I(2, 3))
C("nn.BCELoss_int_dtype", "self.l(x, y)", init="self.l = nn.BCELoss()", x=I(2, 3), y=I(2, 3))
C("nn.CrossEntropyLoss_rank_shape", "self.l(x, y)", init="self.l = nn.CrossEntropyLoss()", x=F(2, 3, 4, 5, 6, 7), y=I(2))
C("nn.SoftmaxCrossEntropyWithLogits_int_dtype", "self.l(x, y)", init="self.l = nn.SoftmaxCrossEntropyWithLogits()", x=I(2, 3), y=I(2, 3))
C("Tensor.reshape_float", "x.reshape((3.0, 2.0))", x=F(2, 3))
C("Tensor.sum_dup", "x.sum((1, 1))", x=F(2, 3))
C("Tensor.mean_dup", "x.mean((0, 0))", x=F(2, 3))
C("Tensor.astype_none", "x.astype(None)", x=F(2, 3))
C("Tensor.transpose_dup", "x.transpose(0, 0)", x=F(2, 3))
C("Tensor.squeeze_range", "x.squeeze(5)", x=F(2, 3))
C("Tensor.repeat_neg", "x.repeat(-1)", x=F(2, 3))
C("Tensor.sub_none", "x - None", x=F(2, 3))
C("Tensor.mul_str", "x * 'a'", x=F(2, 3))
C("Tensor.lt_none", "x < None", x=F(2, 3))
C("Tensor.pow_shape", "x ** y", x=F(2, 3), y=F(4, 5))
C("Tensor.div_shape", "x / y", x=F(2, 3), y=F(4, 5))
C("Tensor.and_float", "x & y", x=F(2, 3), y=F(2, 3))
C("Tensor.matmul_1d", "x @ y", x=F(2, 3), y=F(4))
C("Tensor.matmul_batch", "x @ y", x=F(2, 3), y=F(2, 4, 5))
C("Tensor.getitem_none_tuple", "x[None, 5]", x=F(2, 3))
C("Tensor.getitem_str", "x['a']", x=F(2, 3))
C("Tensor.getitem_list_range", "x[[0, 5]]", x=F(2, 3))
C("Tensor.getitem_bool_shape", "x[m]", x=F(2, 3), m=B(4))
C("Tensor.item_size", "x.item()", x=F(2, 3))


# cases that abort the MindSpore 2.10 process in Graph mode (a C++ exception escapes): PyNative only
GRAPH_CRASHES = {"ops.arange_zero_step_attr", "ops.addcmul_shape"}


# ---------------------------------------------------------------------------------------------
def module_source() -> str:
    lines = ["import numpy as np", "import mindspore as ms", "from mindspore import nn, ops, Tensor", ""]
    for k, (label, expr, inputs, init) in enumerate(CASES):
        args = ", ".join(inputs)
        lines += [f"class C{k}(nn.Cell):  # {label}", "    def __init__(self):", "        super().__init__()"]
        lines += [f"        {init}"] if init else []
        lines += [f"    def construct(self{', ' if args else ''}{args}):", f"        return {expr}", ""]
    return "\n".join(lines) + "\n"


def _arg(spec):
    import numpy as np

    dt, shape = spec
    n = int(np.prod(shape)) if shape else 1
    a = (np.arange(n) % 3 + 1).reshape(shape)
    if dt == "bool_":
        return (a % 2).astype(np.bool_)
    return a.astype(getattr(np, dt))


def _read(v):
    if isinstance(v, (tuple, list)):
        return [_read(x) for x in v]
    if hasattr(v, "asnumpy"):
        return v.asnumpy().shape
    return type(v).__name__


def run_backend(backend: str, modes, pattern: str, start: int = 0):
    from _toolkit import drain, error_record, import_source, use_backend

    ms = use_backend(backend)
    mod = import_source(module_source(), "errsweep_", "_sweep_cases")

    out = {}
    for mode in modes:
        ms.set_context(mode=ms.GRAPH_MODE if mode == "graph" else ms.PYNATIVE_MODE)
        for k, (label, expr, inputs, init) in enumerate(CASES):
            if k < start or (pattern and pattern not in label) or (mode == "graph" and label in GRAPH_CRASHES):
                continue
            phase = "init"
            try:
                net = getattr(mod, f"C{k}")()
                phase = "call"
                args = [ms.Tensor(_arg(s)) for s in inputs.values()]
                res = ["ok", None, str(_read(net(*args)))[:100]]
            except Exception as exc:  # noqa: BLE001
                res = error_record(exc, phase)
            out[f"{mode}:{label}"] = res
            if os.environ.get("ERRSWEEP_JSONL"):  # results so far survive a crash of the backend
                with open(os.environ["ERRSWEEP_JSONL"], "a") as f:
                    f.write(json.dumps([f"{mode}:{label}", res]) + "\n")
            drain(ms, backend)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--backend", choices=("mindspore", "msgraph"))
    ap.add_argument("--oracle", default="/tmp/ms/bin/python")
    ap.add_argument("--modes", default="pynative,graph")
    ap.add_argument("-k", default="")
    ap.add_argument("--start", type=int, default=0, help="skip the first START cases (resume after a crash)")
    ap.add_argument("--save")
    ap.add_argument("--load")
    a = ap.parse_args(argv)
    modes = a.modes.split(",")
    if a.backend:
        res = run_backend(a.backend, modes, a.k, a.start)
        print("@@SWEEP@@")
        print(json.dumps(res))
        return 0

    def side(python, backend):
        cmd = [python, os.path.abspath(__file__), "--backend", backend, "--modes", a.modes, "-k", a.k]
        env = dict(os.environ, GLOG_v="3")
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if "@@SWEEP@@" not in p.stdout:
            sys.stderr.write(p.stdout[-3000:] + p.stderr[-3000:])
            raise SystemExit(f"{backend} run failed")
        return json.loads(p.stdout.split("@@SWEEP@@", 1)[1])

    if a.load:
        with open(os.path.join(a.load, "mindspore.json")) as f:
            ms_res = json.load(f)
        if a.k:
            ms_res = {k: v for k, v in ms_res.items() if a.k in k}
    else:
        ms_res = side(a.oracle, "mindspore")
    mg_res = side(sys.executable, "msgraph")
    from diff_sweep import save_results

    save_results(a.save, a.load, ms_res, mg_res)
    bad = 0
    for key, m in ms_res.items():
        g = mg_res.get(key)
        if g is None:
            continue
        if m[1] != g[1]:
            bad += 1
            print(f"{key}\n    MS : {m[0]} {m[2]}\n    MSG: {g[0]} {g[2]}")
    print(f"{len(ms_res)} runs ({len(CASES)} cases), {bad} class mismatches")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
