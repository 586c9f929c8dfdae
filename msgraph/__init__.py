"""msgraph: MindSpore's two execution modes (PyNative and Graph) from one source."""
from .common.dtype import (  # noqa: F401
    DType, bool_, double, float16, float32, float64, half, int8, int16, int32, int64, single,
    uint8, uint16, uint32, uint64,
)
from .common.tensor import Parameter, Tensor  # noqa: F401
from .context import GRAPH_MODE, PYNATIVE_MODE, get_context, set_context  # noqa: F401
from .context import context as context_scope  # noqa: F401
from . import ops  # noqa: F401
from .api import JitConfig, jit  # noqa: F401

__version__ = "0.1.0"
