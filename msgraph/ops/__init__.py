"""msgraph.ops: primitives (``ops.Add()``), functions (``ops.add``) and the bprop registry."""
from ..common import tensor_methods as _tm
from . import functional
from ..autodiff import loop_tape  # noqa: F401,E402  (internal ops used by autodiff of while loops)
from .functional import *  # noqa: F401,F403
from .operations import *  # noqa: F401,F403
from .registry import OPS, OpDef, OpKind, Primitive, PrimitiveWithInfer, bprop_getters, define_op  # noqa: F401
from ._helpers import binop_grad_common  # noqa: F401
from .comm_ops import AllGather, AllReduce, Broadcast, ReduceOp, ReduceScatter  # noqa: F401  (collectives)
from .scatter_write import (  # noqa: F401  (in-place scatter ops: side_effects helper)
    ScatterAdd, ScatterSub, ScatterUpdate, scatter_add, scatter_sub, scatter_update)

from ._helpers import check_alloc as _check_alloc  # noqa: E402
from .registry import _kind_name as _registry_kind_name, float32_scalar as _registry_float32_scalar  # noqa: E402
from .order_ops import ArgMaxWithValue as _ArgMaxWithValue, ArgMinWithValue as _ArgMinWithValue  # noqa: E402
from .math import add_operator as _add_operator, mul_operator as _mul_operator  # noqa: E402
from .math import sub_operator as _sub_operator  # noqa: E402
from .math import true_div_operator as _true_div_operator  # noqa: E402
from .math import rounded_div_operator as _rounded_div_operator  # noqa: E402
from .math import TRAMPOLINES as _TRAMPOLINES  # noqa: E402

from ..common import tensor_overload as _tov  # noqa: E402

# Tensor.multiply(2.5), Tensor.true_divide(2.5) (through the overload check): the user's ops.mul / ops.div call
_TRAMPOLINES.update((_tm._forward("multiply", "multiply").__code__, _tov._checked("x", len).__code__,
                     _tm.TensorMethods.multiply.__code__))
# Tensor.softmax((-1,)): the user's ops.softmax call (one int axis, adapt43cpub)
_TRAMPOLINES.add(_tm.TensorMethods.softmax.__code__)
# ms.grad(ops.tanh)(2.0) in PyNative: the grad API calls the user's function on the user's arguments, so an op
# function refuses the number as when the user calls it (MindSpore 2.10's "Failed calling Tanh" TypeError)
from ..autodiff.grad import GradFunction as _GradFunction  # noqa: E402

_TRAMPOLINES.update((_GradFunction.__call__.__code__, _GradFunction.call_eager.__code__))

from .bf16 import internal as _bf16_internal  # noqa: E402
from .aliases import select_ext as _select_ext  # noqa: E402

# common (Tensor, initializer) sits below ops and never imports it: ops registers what it uses
_tm.bind_functional(functional, check_alloc=_check_alloc, ArgMaxWithValue=_ArgMaxWithValue,
                    ArgMinWithValue=_ArgMinWithValue, kind_name=_registry_kind_name,
                    float32_scalar=_registry_float32_scalar, mul_operator=_mul_operator, add_operator=_add_operator,
                    sub_operator=_sub_operator,
                    true_div_operator=_true_div_operator,
                    rounded_div_operator=_rounded_div_operator, bf16_internal=_bf16_internal,
                    select_ext=_select_ext)

from ..autodiff.grad import GradOperation  # noqa: E402,F401  (MindSpore exposes it as ops.GradOperation)

# --- ops family additions (h-ops): composite module, primitive helpers and the functional gradient API ---
from . import composite, function, primitive  # noqa: E402,F401
from .composite import HyperMap, Map, MultitypeFuncGraph, Partial  # noqa: E402,F401
from .composite import add_flags  # noqa: E402,F401  (zoo46: ops.add_flags, the zoo's CenterNet decorates a construct with it)
from .primitive import prim_attr_register  # noqa: E402,F401
from ..autodiff.grad import grad, value_and_grad  # noqa: E402,F401

functional.grad, functional.value_and_grad = grad, value_and_grad
from ..autodiff.vmap import vmap  # noqa: E402,F401  (h-vmap: ops.vmap / ops.functional.vmap)
functional.vmap = vmap
from ..autodiff import get_grad  # noqa: E402,F401  (h-vmap: mindspore.ops.get_grad, as st tests import it)
from .batchnorm_ops import BATCH_NORM as _BATCH_NORM, BATCH_NORM_GRAD as _BATCH_NORM_GRAD  # noqa: E402,F401  (fused BatchNorm)
from .hook_backward import HookBackward  # noqa: E402,F401  (h-pynat: PyNative backward hook primitive)
from . import operations as _operations_mod  # noqa: E402
_operations_mod.HookBackward = HookBackward  # ``ops.operations.HookBackward`` as in MindSpore
from .loop_ops import ForiLoop, Scan, WhileLoop  # noqa: E402,F401  (functional loop operators; h-control)
from .morph import Morph  # noqa: E402,F401  (h-comp11: a user function as a Graph-mode primitive)
from .op_info_register import CustomRegOp, DataType  # noqa: E402,F401  (ut28: Custom kernel registration info)
_operations_mod.Morph = Morph  # ``ops.operations.debug_ops.Morph`` as in MindSpore
from .deformable import deformable_conv2d  # noqa: E402,F401  (h-zoo: ops.deformable_conv2d)
functional.get_grad = get_grad  # (h-grad2: mindspore.ops.functional.get_grad)
# (h-grad2) Jacobians, linearize, Taylor series, function custom bprop: ops.jacfwd/jacrev, ops.functional.*
from .jacobian_ops import derivative, jacfwd, jacrev, jet, linearize  # noqa: E402,F401
functional.jacfwd, functional.jacrev, functional.linearize = jacfwd, jacrev, linearize
functional.jet, functional.derivative = jet, derivative
from .sequence_extra import TensorToTuple  # noqa: E402,F401  (h-grad2: ops.operations._sequence_ops.TensorToTuple)
_operations_mod.TensorToTuple = TensorToTuple
_operations_mod.__all__.append("TensorToTuple")


def __getattr__(name: str):
    """``ops.auto_generate`` (MindSpore's generated op modules) as an attribute, imported on first use (h-opsA)."""
    if name == "auto_generate":
        from importlib import import_module

        return import_module(f"{__name__}.auto_generate")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
from . import auto_generate  # noqa: E402,F401  (h-dyn: ops.auto_generate.X, MindSpore's generated prims and functions)


def _adopt_input_names() -> None:
    """Keyword inputs by MindSpore's names for primitives whose own ``__call__`` names them differently (h-ut6)."""
    from ._prim_inputs import CALL_INPUTS
    from .operations import _inner_ops
    from .registry import NUMBERS_REFUSED, Primitive, adopt_mindspore_input_names, refuse_number_calls

    seen = {}
    for mod in (operations, auto_generate, _inner_ops):
        for name in CALL_INPUTS:
            cls = getattr(mod, name, None)
            if isinstance(cls, type) and issubclass(cls, Primitive):
                seen.setdefault(cls, None)
    adopt_mindspore_input_names(list(seen))
    refused = {}
    for mod in (operations, auto_generate, _inner_ops):
        for name in NUMBERS_REFUSED:
            cls = getattr(mod, name, None)
            if isinstance(cls, type) and issubclass(cls, Primitive):
                refused.setdefault(cls, None)
    refuse_number_calls(list(refused))


_adopt_input_names()
from .functional_helpers import list_equal, tuple_equal  # noqa: E402,F401  (api26: the instances, as MindSpore's ops.tuple_equal)
from ..common.tensor import Tensor  # noqa: E402,F401  (api26: MindSpore 2.10's ops.Tensor is ms.Tensor)
from . import operations as P  # noqa: E402,F401  (ops.P: the operations module)
from ..parallel import reshard  # noqa: E402,F401  (ops.reshard is ms.reshard)
# MindSpore 2.10's ops.functional also holds these primitives and functions of ops
for _name in ("AdaptiveMaxPool2D", "Median", "UniqueConsecutive", "TensorToTuple", "deformable_conv2d", "Primitive",
              "P", "reshard"):
    setattr(functional, _name, globals()[_name])
del _name
