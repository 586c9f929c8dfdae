"""msgraph: MindSpore's two execution modes (PyNative and Graph) from one source."""
from .common.dtype import (  # noqa: F401
    DType, bool_, double, float16, float32, float64, half, int8, int16, int32, int64, single,
    uint8, uint16, uint32, uint64,
)
from .common.tensor import Parameter, Tensor  # noqa: F401
from .context import GRAPH_MODE, PYNATIVE_MODE, get_context, set_context  # noqa: F401
from .context import context as context_scope  # noqa: F401
from . import ops  # noqa: F401
from .api import JitConfig, compiled, jit  # noqa: F401
from .jit_class import jit_class  # noqa: F401  (syntax helper: plain classes in graph code)
from .common.mutable import mutable  # noqa: F401
from .autodiff import GradOperation, grad, value_and_grad  # noqa: F401
from .common.random import get_seed, set_seed  # noqa: F401
from . import nn  # noqa: F401
from .nn.parameter_tuple import ParameterTuple  # noqa: F401

__version__ = "0.1.0"
