"""msgraph: MindSpore's two execution modes (PyNative and Graph) from one source."""
from .common.dtype import (  # noqa: F401
    DType, bool_, double, float16, float32, float64, half, int8, int16, int32, int64, single,
    uint8, uint16, uint32, uint64,
)
from .common.dtype import bfloat16, complex64, complex128, list_, tuple_  # noqa: F401
from .common.tensor import Parameter, Tensor, from_numpy, is_tensor, tensor  # noqa: F401
from .context import GRAPH_MODE, PYNATIVE_MODE, get_context, set_context  # noqa: F401
from .context import COMPATIBLE, LAX, STRICT  # noqa: F401,E402  (h-opsa: jit_syntax_level constants)
from .context import get_current_device, set_device, set_deterministic, set_recursion_limit  # noqa: F401
from .context import context as context_scope  # noqa: F401
from . import ops  # noqa: F401
from .api import JitConfig, compiled, jit, lazy_inline, no_inline, recompute  # noqa: F401
from .api import ms_memory_recycle  # noqa: F401
from .jit_class import jit_class  # noqa: F401  (syntax helper: plain classes in graph code)
from .ops.composite import constexpr  # noqa: F401  (ms.constexpr, as ms.ops.constexpr)
from .common.mutable import mutable  # noqa: F401
from .autodiff import GradOperation, get_grad, grad, value_and_grad  # noqa: F401
from .autodiff.vmap import vmap  # noqa: F401  (h-vmap: mindspore.vmap)
from .common.random import get_seed, set_seed  # noqa: F401
from .common.generator import (default_generator, get_rng_state, initial_seed, manual_seed, seed,  # noqa: F401,E402
                               set_rng_state)
from .common.generator import Generator  # noqa: F401,E402  (h-nn: mindspore.Generator)
from . import nn  # noqa: F401
from . import log  # noqa: F401  (mindspore.log)
from .nn.parameter_tuple import ParameterTuple  # noqa: F401
from .nn.dump import set_dump  # noqa: F401,E402  (mindspore.set_dump; mindspore.tools.set_dump)
# data parallelism over MPI (mpi4py is imported by communication.init(), never here)
from .context import (  # noqa: F401
    ParallelMode, get_auto_parallel_context, reset_auto_parallel_context, set_auto_parallel_context,
)
from . import communication, parallel  # noqa: F401,E402

# training layer: ms.Model, callbacks, metrics, checkpoints (protobuf/safetensors load lazily)
from . import train  # noqa: F401
from .train import *  # noqa: F401,F403
# mixed precision and loss scaling: mindspore.amp
from . import amp  # noqa: F401
from .amp import DynamicLossScaleManager, FixedLossScaleManager, LossScaleManager, build_train_network  # noqa: F401

# --- ops family additions (h-ops): ``ms.dtype`` is the dtype module, as in MindSpore ---
from .common import dtype  # noqa: F401,E402

from ._version import __version__  # noqa: F401,E402


_LAZY = {  # session 26 (api26): MindSpore 2.10's top-level names from packages that load on first use
    "FileWriter": "mindrecord", "FileReader": "mindrecord", "MindPage": "mindrecord", "SUCCESS": "mindrecord",
    "FAILED": "mindrecord", "set_enc_key": "mindrecord", "set_enc_mode": "mindrecord", "set_dec_mode": "mindrecord",
    "stress_detect": "utils", "comm_exec_order_check": "utils", "runtime_execution_order_check": "utils",
    "SymbolTree": "rewrite", "Node": "rewrite", "NodeType": "rewrite", "ScopedValue": "rewrite",
    "connect_network_with_dataset": "train",   # (loads the dataset package)
}


def __getattr__(name: str):  # lazy: `import msgraph` stays light, the dataset package loads on first use
    if name in ("dataset", "numpy", "profiler", "runtime", "mindrecord", "rewrite", "multiprocessing", "tools",
                "utils"):   # mindspore.dataset, .numpy, ...
        import importlib

        return importlib.import_module("." + name, __name__)
    if name in ("bool", "int", "float"):   # MindSpore 2.10's aliases: ms.bool is bool_, ms.int Int32, ms.float Float32
        return {"bool": bool_, "int": int32, "float": float32}[name]
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module("." + _LAZY[name], __name__), name)
    if name == "Profiler":
        from .profiler import Profiler

        return Profiler
    if name == "DatasetHelper":
        from .dataset.helper import DatasetHelper

        return DatasetHelper
    raise AttributeError(f"module 'msgraph' has no attribute {name!r}")
# Tensor and Cell API (h-tensorapi): the dtype module and its helpers under MindSpore's names
from .common import dtype  # noqa: F401,E402
from .common.dtype import dtype_to_nptype, dtype_to_pytype, pytype_to_dtype  # noqa: F401,E402
from .common.dtype import (get_py_obj_dtype, string, type_none, number, tensor_type, int_, float_, uint,  # noqa: F401,E402
                           float8_e4m3fn, float8_e5m2, hifloat8, TensorType)
from .autodiff.no_grad import _no_grad  # noqa: F401,E402  (h-pynat: PyNative no-grad scope)
# model-zoo APIs (h-zoo): RowTensor, the parameter-server context; sparse containers (h-fallback2)
from .common.sparse_tensor import COOTensor, CSRTensor, RowTensor, RowTensorInner, SparseTensor  # noqa: F401,E402
from .ps_context import get_ps_context, reset_ps_context, set_ps_context  # noqa: F401,E402
from .common.quant_dtype import QuantDtype  # noqa: F401,E402
from .autodiff.function import _Function  # noqa: F401,E402  (h-grad2: custom autograd function)
from . import mint  # noqa: F401,E402  (h-monad: mindspore.mint, first functions)
from . import hal  # noqa: F401,E402  (h-pyn: mindspore.hal, CPU answers)
from . import device_context  # noqa: F401,E402  (mindspore.device_context: CPU threads, Ascend/GPU switches ignored)
# h-pyn: Tensor methods check their arguments against MindSpore 2.10's overloads (after every
# module above has added its methods)
from .common.tensor_overload import install as _install_overloads  # noqa: E402
from .common.tensor_methods import TensorMethods as _TensorMethods  # noqa: E402
_install_overloads(_TensorMethods)
# session 26 (api26): the rest of MindSpore 2.10's top-level API that runs on CPU
from .ops.composite import jvp, vjp  # noqa: F401,E402  (ms.jvp / ms.vjp, as ms.ops.jvp / vjp)
from .ops.jacobian_ops import jacfwd, jacrev  # noqa: F401,E402
from .common.dtype import Int, Type  # noqa: F401,E402
from .common.dtype import qint4x2  # noqa: F401,E402
# MindSpore 2.10's numpy-style dtype aliases
byte, short, long, intc, intp = int8, int16, int64, int32, int64
ubyte, ushort, uintc, uintp = uint8, uint16, uint32, uint64
cfloat, cdouble = complex64, complex128
from .common.tensor import frombuffer, swap_tensors  # noqa: F401,E402
from .common.symbol import Symbol, enable_dynamic  # noqa: F401,E402
from .parallel import get_algo_parameters, reset_algo_parameters, set_algo_parameters  # noqa: F401,E402
from .parallel import Layout, reshard, shard  # noqa: F401,E402
from .log import get_level, get_log_config  # noqa: F401,E402
from .hal import (empty_cache, max_memory_allocated, max_memory_reserved, memory_allocated,  # noqa: F401,E402
                  memory_reserved, memory_stats, memory_summary, reset_max_memory_allocated,
                  reset_max_memory_reserved, reset_peak_memory_stats)
from .runtime import (dispatch_threads_num, launch_blocking, set_cpu_affinity,  # noqa: F401,E402
                      set_kernel_launch_capture, set_kernel_launch_group, set_memory, synchronize)
from .runtime.stream import (Event, Stream, StreamCtx, communication_stream, current_stream,  # noqa: F401,E402
                             default_stream, set_cur_stream)
from . import version  # noqa: F401,E402
from ._run_check import run_check  # noqa: F401,E402
from .ops.tensor_api26 import from_dlpack, to_dlpack  # noqa: F401,E402
from .ops.tensor_st2 import UntypedStorage  # noqa: F401,E402
from .train.serialization import load_segmented_checkpoints  # noqa: F401,E402
