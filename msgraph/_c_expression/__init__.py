"""``mindspore._c_expression``: MindSpore's C++ extension module.  msgraph provides the few Python-
visible names user code imports from it (``CreationType``: how a view Tensor was created, which
MindSpore's PyNative executor reads before an in-place write; ``TensorPy``, the base class of Tensor and
Parameter, which MindSpore's test framework checks results against; ``security.enable_security()``: False,
as in MindSpore's release builds, which MindSpore's tests read through ``tests/security_utils.py``;
``get_code_extra(fn)``: the bytecode-capture (PIJit) record of a function: msgraph compiles
``capture_mode='bytecode'`` functions from their source, like 'ast', and records per signature whether
that made one graph or the function ran as Python; see ``msgraph.api.PIJitFunction``); ``update_pijit_default_config``,
``jit_mode_pi_enable``/``jit_mode_pi_disable``: PIJit's switches, which MindSpore's ``tests/st/pi_jit``
conftest and tests call; msgraph records them and has no bytecode capture to tune."""
from __future__ import annotations

import enum
from typing import Any

from ..common.tensor import Tensor as TensorPy   # the C++ base class of MindSpore's Tensor (isinstance checks)

__all__ = ["CreationType", "TensorPy", "_random_normal", "_random_uniform", "_truncated_normal", "get_code_extra", "jit_mode_pi_disable", "jit_mode_pi_enable", "security",
           "typing", "update_pijit_default_config", "CommExecOrderChecker"]

#: PIJit's options as last set by ``update_pijit_default_config`` (msgraph reads none of them)
PIJIT_DEFAULT_CONFIG: dict = {}
_PI_MODE = [False]   # MindSpore's global bytecode-capture switch starts off


class CreationType(enum.IntEnum):
    DEFAULT = 0
    NO_GRAD_MODE = 1
    MULTI_OUTPUT = 2
    CUSTOM_BPROP = 3


class security:  # noqa: N801 -- MindSpore's submodule name
    """MindSpore's security switch: a build option, off in the released packages."""

    @staticmethod
    def enable_security() -> bool:
        return False


def _bits_type(kind: str, names: str, bits: int) -> Any:
    from ..common import dtype as _dt

    if bits not in (8, 16, 32, 64) or (kind == "Float" and bits == 8):
        from ..errors import OpRuntimeError

        raise OpRuntimeError(f"For {kind} type only support number of {names}, but got {bits}bits")
    return getattr(_dt, f"{kind.lower()}{bits}")


class typing:  # noqa: N801 -- MindSpore's submodule name
    """MindSpore's C++ type module, as its test helpers use it: ``type_id_to_type`` maps a dtype (or its
    name) to the dtype (msgraph's dtypes are the types themselves; h-ut1); the type constructors
    (``typing.Int(64)`` is ``ms.int64``, ``typing.Number()`` is ``ms.number``, ``typing.Tuple((t, t))``)."""

    from ..common.dtype import List, TensorType, Tuple  # noqa: F401 -- MindSpore's names

    @staticmethod
    def Number() -> Any:  # noqa: N802 -- MindSpore's names
        from ..common import dtype as _dt

        return _dt.number

    @staticmethod
    def Int(bits: int) -> Any:  # noqa: N802
        return _bits_type("Int", "8bits, 16bits, 32bits and 64bits", bits)

    @staticmethod
    def UInt(bits: int) -> Any:  # noqa: N802
        return _bits_type("UInt", "8bits, 16bits, 32bits and 64bits", bits)

    @staticmethod
    def Float(bits: int) -> Any:  # noqa: N802
        return _bits_type("Float", "16bits, 32bits and 64bits", bits)

    @staticmethod
    def Bool() -> Any:  # noqa: N802
        from ..common import dtype as _dt

        return _dt.bool_

    @staticmethod
    def type_id_to_type(type_id):
        from .common import dtype as _dt

        if isinstance(type_id, str):
            return getattr(_dt, type_id)
        return type_id


def get_code_extra(fn):
    """MindSpore's PIJit record of ``fn`` (a function, method, jit wrapper or code object): None until it ran
    under ``jit(capture_mode='bytecode')``; then ``stat``, ``compile_count_``, ``break_count_`` and ``code``
    (``call_count_``, and ``phase_`` for a signature msgraph compiled to one graph, or ``compiled_code_``, the
    Python code, for one the graph compiler rejected and msgraph ran as Python: one graph break)."""
    from ..api import code_extra

    return code_extra(fn)


def update_pijit_default_config(**kwargs) -> None:
    """MindSpore's ``update_pijit_default_config(**kwargs)``: the default options of bytecode capture
    (``compile_with_try``, ``print_bb``...). Recorded; msgraph compiles ``capture_mode='bytecode'`` from source."""
    PIJIT_DEFAULT_CONFIG.update(kwargs)


def jit_mode_pi_enable() -> bool:
    """MindSpore's global switch that turns bytecode capture on; True when it was off (the state changed)."""
    changed, _PI_MODE[0] = not _PI_MODE[0], True
    return changed


def jit_mode_pi_disable() -> bool:
    """MindSpore's global switch that turns bytecode capture off; True when it was on (the state changed)."""
    changed, _PI_MODE[0] = _PI_MODE[0], False
    return changed


def _tensordump_set_step(steps) -> None:
    """MindSpore's TensorDump step filter: the steps (a list of non-negative ints) whose dumps are kept; msgraph
    records them (``ops.st_ascend2.DUMP_STEPS``): a PyNative dump on MindSpore's CPU backend stays in step 0."""
    if not isinstance(steps, list) or not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0
                                              for s in steps):
        raise TypeError("_tensordump_set_step(): incompatible function arguments. The following argument types "
                        f"are supported:\n    1. (arg0: list[int]) -> None\n\nInvoked with: {steps!r}")
    from ..ops import st_ascend2

    st_ascend2.DUMP_STEPS[:] = steps


def _random_normal(seed, arr, mean, sigma) -> None:
    """MindSpore's C++ initializer kernel: fills the numpy array ``arr`` in place with N(mean, sigma**2)
    drawn from the Philox stream of ``seed`` (the numbers MindSpore draws; ``common/philox.py``)."""
    from ..common import philox

    arr[...] = philox.random_normal(int(seed), arr.shape, mean, sigma)


def _random_uniform(seed, arr, a, b) -> None:
    """MindSpore's C++ initializer kernel: fills ``arr`` in place with U[a, b) from the Philox stream of ``seed``."""
    from ..common import philox

    arr[...] = philox.random_uniform(int(seed), arr.shape, a, b)


def _truncated_normal(seed, arr, a, b, mean, sigma) -> None:
    """MindSpore's C++ initializer kernel: fills ``arr`` in place with N(mean, sigma**2) truncated to [a, b]."""
    from ..common import philox

    arr[...] = philox.truncated_normal(int(seed), arr.shape, a, b, mean, sigma)


class CommExecOrderChecker:
    """The runtime's recorder of the order the communication operators run in (MindSpore writes it, on Ascend, to
    ``rank_<id>/execute_order/comm_execute_order.csv``).  One per process (``get_instance``); msgraph runs no Ascend
    communication, so there is nothing to record and ``mindspore.utils.comm_exec_order_check`` never starts it."""

    _instance = None

    @classmethod
    def get_instance(cls) -> "CommExecOrderChecker":
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance

    def start_collect_exec_order(self) -> None:
        """Nothing to record: msgraph runs no Ascend communication operators."""

    def stop_collect_exec_order(self) -> None:
        """Nothing was recorded."""
