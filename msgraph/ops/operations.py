"""Primitive classes (MindSpore's ``from mindspore.ops import operations as P``).

Derived from the registry (``registry.PRIMITIVES``): every op's primitive class (``define_op``,
``define_unary``...; not the compiler-internal ops declared ``public=False``), every composite
primitive (``_compose.CompositePrimitive``) and the aliases given to ``registry.export``
(``RealDiv``).  Importing the op families below registers them: a new op in one of them needs
no line here.
"""
import importlib as _importlib
import os as _os

from .comm_ops import ReduceOp  # noqa: F401  (collectives' reduction kinds, not a primitive)
from .registry import PRIMITIVES as _PRIMITIVES, Primitive, PrimitiveWithInfer  # noqa: F401

_FAMILIES = ("math", "array_ops", "conv", "control", "creation", "indexing", "linalg", "nn_ops", "reduce", "shape_ops",
             "comm_ops", "optim_ops", "math_extra", "array_extra", "array_compose", "nn_extra", "image_ops",
             "random_ops", "functional_extra", "ctc", "prims_extra", "scatter_write", "bitwise", "rounding",
             "order_ops", "reorder_ops", "pooling", "resize_ops", "loss_functions", "st_extra", "cum_extremum",
             "segment_extra", "batchnorm_ops", "st_cpu_b", "sparse_optim", "random_extra", "st_cpu_a",
             "complex_ops", "linalg_extra", "pynat_extra",
             "apply_optim", "st_cpu_a2", "pooling3d",  # h-cpua (session 6)
             "st_cpu_b2", "zoo_ops", "deformable", "fallback_prims",
             "inplace_ops", "apply_optim_extra",  # h-monad
             "functional_errs2",  # h-errs2 (MindSpore's 5-output BatchNorm)
             "st_cpu3",  # h-cpu3 (session 6 wave 2)
             "pool_more", "st_ops_iz",  # h-ut2 (session 7: MaxUnpool2D/3D; st ops i..z functions)
             "conv_backprop", "optim_fused", "candidate_sampling", "sparse_coo_ops", "concat_offset", "conj_transpose", "bessel")  # h-cpu4 (session 7)
_FAMILIES += ("custom_ops", "gk_ops")  # h-gk (session 11: ops.Custom pyfunc, TanhGrad)
_FAMILIES += ("linalg_ext", "special_ext")  # h-lin (session 8)
_FAMILIES += ("pool_argmax_v2", "fractional_fixed", "adaptive_pool3d", "st_ops_top2")  # h-opsA (session 8)
_FAMILIES += ("dyn_grad_ops",)  # h-dyn (session 8: primitives of ops.auto_generate the dynamic-shape st tests call)
_FAMILIES += ("matrix_diag", "cdist_grad")  # h-pyn2 (session 8: MatrixDiagV3, MatrixDiagPartV3, CdistGrad)
_FAMILIES += ("scipy_prims",)  # h-scipy (session 8: Eigh, scipy LU)
_FAMILIES += ("sequence_st",)  # h-opstop (session 9: _sequence_ops primitives of tests/st/ops/dynamic_sequence)
_FAMILIES += ("sparse_cwise",)  # h-cpu2 (session 10: SparseDenseCwise{Add,Mul,Div}, SparseCountSparseOutput)
_FAMILIES += ("sparse_segment", "st_gpu_b", "pool3d_argmax")  # h-gpub (session 9: SparseSegment{Sum,Mean,SqrtN}[WithNumSegments|Grad])
_FAMILIES += ("st_new_ops",)  # h-miss (session 10: IndexFill, TrilIndices, UnravelIndex, grad-grad ops...)
_FAMILIES += ("upsample_ext", "rnn_v2", "softmax_backward")  # h-ops4 (session 12: Upsample{Nearest1D..3D,Linear1D,Bilinear2D,Bicubic2D,Trilinear3D}[Grad])
_FAMILIES += ("trace_v2",)  # h-ops5 (session 13: TraceV2, TraceV2Grad)
_FAMILIES += ("st_ascend",)
_FAMILIES += ("zoo_sweep6",)  # h-sweep6 (session 14: MirrorPad)  # h-asc (session 12: tests/st/ops/ascend on the CPU backend)
_FAMILIES += ("st_ascend2",)  # h-asc2 (session 13: ops.auto_generate views and splits of tests/st/ops/ascend)
_FAMILIES += ("api22_ops",)  # h-api (session 22: primitives of MindSpore's ops namespace msgraph lacked)
_FAMILIES += ("ops23",)  # h-ops23 (session 23: MatrixExp, Dilation2D, NonMaxSuppressionV3, CountNonZero)
_FAMILIES += ("ut_ops4",)  # h-ut4 (session 14: primitives of tests/ut/python/ops and nn)
_FAMILIES += ("api26_ops",)  # api26 (session 26: NonMaxSuppressionWithOverlaps, SparseSlice, TridiagonalMatMul)
_FAMILIES += ("norm_kernels",)  # h-grad26 (session 26: LpNorm and cdist/pdist kernels with MindSpore's gradients)
_FAMILIES += ("quant_ops",)  # ut28 (session 28: FakeQuantParam, as ops.operations._quant_ops has it)
_FAMILIES += ("st_gpu_sparse45",)  # adapt45w2sp (session 45: DenseToCSRSparseMatrix, SparseSliceGrad, SparseToDenseV2, Sspaddmm, NonDeterministicInts)
for _family in _FAMILIES:
    _importlib.import_module(f"{__package__}.{_family}")

globals().update(_PRIMITIVES)
# ``identity`` the deprecated primitive class lives here only: ``ops.identity`` is the function (MindSpore's
# ops.identity(1.0) is 1.0), which ``from .operations import *`` in ops/__init__ must not replace
__all__ = sorted(n for n in _PRIMITIVES if n != "identity") + ["Primitive", "PrimitiveWithInfer", "ReduceOp"]

# MindSpore's submodules (``operations.array_ops``, ``operations._grad_ops``...): the files of ops/_operations/
__path__ = [_os.path.join(_os.path.dirname(__file__), "_operations")]


def __getattr__(name: str):
    """MindSpore's submodules as attributes (``P.random_ops.X``, ``P.nn_ops.X``): imported on first use (h-cpub)."""
    if name == "Partial":  # P.Partial (h-comp): the composite's primitive form
        from .composite import Partial
        return Partial
    if not name.startswith("__") and _os.path.exists(_os.path.join(__path__[0], name + ".py")):
        return _importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
