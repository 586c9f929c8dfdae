"""Differential fuzzing of msgraph: random programs, every mode, the numpy reference, gradients.

Each program drawn by :mod:`msgraph.testing.fuzz_gen` is written to a module file (the compiler
reads source) and imported; then

* the numpy reference runs first (inputs are redrawn while a data-dependent branch or a kink
  is too close to call -- see ``_Margins`` in the generated prelude);
* PyNative (the eager tape) runs and is compared with the reference: values AND dtypes;
* Graph mode runs at O0, O1 and O2 (``ms.jit(net, jit_config=...)``, twice: the compile and
  the cached call), once more through ``GRAPH_MODE`` (the Cell hook), and through every extra
  code generator that is installed (the Numba backend when present), each compared with
  PyNative;
* gradients (``GradOperation(get_all=True, get_by_list=True)`` of a weighted sum of the
  outputs) are taken in PyNative and in Graph mode at each level and compared;
* float64 programs: every gradient (inputs and Parameters) is checked against central finite
  differences of the *reference*, along a random direction per leaf;
* Parameters must be unchanged afterwards.

A failure is a mismatch, a crash (an exception that is not a clean
:class:`msgraph.errors.MsGraphError`, or an "internal error" one), a clean error from Graph
mode on a program PyNative runs, or a hang.  Failures are shrunk (statements deleted, blocks
flattened, outputs dropped while the same failure persists) and written as standalone repro
files.

Command line::

    python -m msgraph.testing.fuzz --n 10000 --seed 0 --out fuzz-out --jobs 2
"""
from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib.util
import json
import os
import signal
import sys
import tempfile
import threading
import time
import traceback
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np

from .fuzz_gen import Program, Stmt, _touch_params, generate

__all__ = ["check_program", "run_campaign", "shrink", "write_repro", "assert_same", "Failure", "Result",
           "Summary", "main", "LEVELS"]

LEVELS = ("O0", "O1", "O2")
BRANCH_MARGIN = 1e-3     # relative distance of a Tensor condition / where mask from its threshold
KINK_MARGIN = 1e-4       # distance from abs/relu/max ties (finite differences only)
FD_EPS = 1e-6
FD_TOL = 1e-5
DATA_ATTEMPTS = 5

# value tolerances (relative, and absolute relative to the largest expected magnitude)
# (by the dtype of each compared value: a float32 output of a float64 program gets float32's)
TOL_MODES = {"float16": 2e-3, "float32": 2e-5, "float64": 1e-10}
TOL_REF = {"float16": 5e-3, "float32": 2e-4, "float64": 1e-8}
TOL_GRAD = {"float16": 5e-3, "float32": 2e-4, "float64": 1e-8}


# ---------------------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------------------
@dataclasses.dataclass
class Failure:
    kind: str      # mismatch | crash | graph_error | pynative_error | hang | invalid
    stage: str     # reference | forward | cached | graph_mode | grad | fd | params
    mode: str      # PyNative | O0 | O1 | O2 | numba-O1 ...
    detail: str
    exc_type: str = ""
    repro: str = ""

    def signature(self) -> Tuple[str, str, str, str]:
        return (self.kind, self.stage, self.mode, self.exc_type)

    def title(self) -> str:
        return f"{self.kind} in {self.stage} [{self.mode}]" + (f" ({self.exc_type})" if self.exc_type else "")


@dataclasses.dataclass
class Result:
    seed: int
    status: str = "ok"                 # ok | fail | skip (no input draw clears the margins)
    failures: List[Failure] = dataclasses.field(default_factory=list)
    dtype: str = ""
    features: List[str] = dataclasses.field(default_factory=list)
    checks: Dict[str, int] = dataclasses.field(default_factory=dict)
    reference_compared: bool = False
    fd_checked: bool = False
    seconds: float = 0.0

    def add(self, f: Failure) -> None:
        self.failures.append(f)
        self.status = "fail"

    def count(self, what: str, n: int = 1) -> None:
        self.checks[what] = self.checks.get(what, 0) + n


# Messages of MsGraphErrors that report a compiler bug rather than a user error.
_INTERNAL_MARKERS = ("internal error", "IR is invalid")


class _Timeout(BaseException):
    """Raised by the per-program alarm (a BaseException so no ``except Exception`` swallows it)."""


def _is_clean(exc: BaseException) -> bool:
    from ..errors import MsGraphError

    text = str(exc)
    return isinstance(exc, MsGraphError) and not any(m in text for m in _INTERNAL_MARKERS)


def _classify(exc: BaseException, graph: bool) -> str:
    if isinstance(exc, _Timeout):
        return "hang"
    if not _is_clean(exc):
        return "crash"
    return "graph_error" if graph else "pynative_error"


def _exc_text(exc: BaseException) -> str:
    tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__, limit=-6))
    return tb[-3000:]


# ---------------------------------------------------------------------------------------
# Comparison (values AND dtypes, structure)
# ---------------------------------------------------------------------------------------
def _np_of(x: Any) -> Optional[np.ndarray]:
    from ..common.tensor import Tensor

    if isinstance(x, Tensor):
        return x.asnumpy()
    if isinstance(x, (np.ndarray, np.generic)):
        return np.asarray(x)
    return None


def _leaf_tol(tol: Any, dtype: np.dtype) -> float:
    """``tol`` is a number or ``{dtype name: tolerance}`` (a leaf's own dtype decides: a float32
    output of a float64 program is compared at float32 precision)."""
    if isinstance(tol, dict):
        return float(tol.get(np.dtype(dtype).name, max(tol.values())))
    return float(tol)


def _floor_tol(tol: Dict[str, float], dtype: str) -> Dict[str, float]:
    return {k: max(v, tol[dtype]) for k, v in tol.items()}


def compare(expected: Any, actual: Any, tol: Any, path: str = "out") -> Optional[str]:
    """None when equal (structure, dtype, shape, values within ``tol``), else a description.

    ``tol`` is a relative tolerance (also applied to the largest expected magnitude as an
    absolute one), or a dict of them by dtype name.
    """
    if isinstance(expected, (tuple, list)):
        if not isinstance(actual, (tuple, list)) or len(actual) != len(expected):
            return f"{path}: structure differs: expected {type(expected).__name__} of {len(expected)}, " \
                   f"got {type(actual).__name__}" + (f" of {len(actual)}" if isinstance(actual, (tuple, list)) else "")
        for i, (e, a) in enumerate(zip(expected, actual)):
            msg = compare(e, a, tol, f"{path}[{i}]")
            if msg:
                return msg
        return None
    ea, aa = _np_of(expected), _np_of(actual)
    if ea is None or aa is None:
        if ea is None and aa is None:
            return None if (expected == actual or expected is actual) else f"{path}: {expected!r} != {actual!r}"
        return f"{path}: expected {type(expected).__name__}, got {type(actual).__name__}"
    if ea.dtype != aa.dtype:
        return f"{path}: dtype differs: expected {ea.dtype}, got {aa.dtype}"
    if ea.shape != aa.shape:
        return f"{path}: shape differs: expected {ea.shape}, got {aa.shape}"
    if ea.dtype.kind not in "fc":
        if not np.array_equal(ea, aa):
            bad = np.argwhere(ea != aa)[0] if ea.ndim else ()
            return f"{path}: values differ at {tuple(int(i) for i in bad)}: expected {ea[tuple(bad)]!r}, " \
                   f"got {aa[tuple(bad)]!r}"
        return None
    tol = _leaf_tol(tol, ea.dtype)
    e64, a64 = ea.astype(np.float64), aa.astype(np.float64)
    if not np.array_equal(np.isnan(e64), np.isnan(a64)) or \
            not np.array_equal(np.where(np.isinf(e64), e64, 0), np.where(np.isinf(a64), a64, 0)):
        return f"{path}: non-finite values differ: expected {ea!r}, got {aa!r}"
    fin = np.isfinite(e64)
    if not fin.any():
        return None
    scale = max(1.0, float(np.max(np.abs(e64[fin]))))
    err = np.where(fin, np.abs(e64 - a64), 0.0)
    lim = np.where(fin, tol * scale + tol * np.abs(e64), 1.0)
    if np.any(err > lim):
        i = np.unravel_index(int(np.argmax(err - lim)), err.shape) if err.ndim else ()
        return f"{path}: values differ (dtype {ea.dtype}, tol {tol:g}, scale {scale:.3g}): at {tuple(int(k) for k in i)} " \
               f"expected {e64[i]!r}, got {a64[i]!r} (abs err {err[i]:.3g})"
    return None


def assert_same(expected: Any, actual: Any, tol: float = 1e-5) -> None:
    """Raise AssertionError unless ``actual`` equals ``expected`` (structure, dtypes, values)."""
    msg = compare(expected, actual, tol)
    if msg:
        raise AssertionError(msg)


# ---------------------------------------------------------------------------------------
# Loading a program
# ---------------------------------------------------------------------------------------
_load_lock = threading.Lock()
_load_count = [0]


class Loaded:
    """A generated module written to ``workdir`` and imported; ``close()`` forgets it."""

    def __init__(self, prog: Program, workdir: str):
        with _load_lock:
            _load_count[0] += 1
            n = _load_count[0]
        self.name = f"msgraph_fuzz_{prog.seed}_{os.getpid()}_{n}"
        self.path = os.path.join(workdir, self.name + ".py")
        with open(self.path, "w", encoding="utf-8") as f:
            f.write(prog.source())
        spec = importlib.util.spec_from_file_location(self.name, self.path)
        self.mod = importlib.util.module_from_spec(spec)
        sys.modules[self.name] = self.mod
        try:
            spec.loader.exec_module(self.mod)
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        sys.modules.pop(self.name, None)
        try:
            os.remove(self.path)
        except OSError:
            pass


# ---------------------------------------------------------------------------------------
# Code generators
# ---------------------------------------------------------------------------------------
@contextlib.contextmanager
def _env(**kv: Optional[str]):
    old = {k: os.environ.get(k) for k in kv}
    for k, v in kv.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
    try:
        yield
    finally:
        for k, v in old.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _backend_module() -> Any:
    try:
        return importlib.import_module("msgraph.codegen.backend")
    except Exception:
        return None


def numba_available() -> bool:
    """Whether the Numba CPU backend is installed (``msgraph.codegen.backend.sync_compile``)."""
    b = _backend_module()
    if b is None or not hasattr(b, "sync_compile") or importlib.util.find_spec("numba") is None:
        return False
    return importlib.util.find_spec("msgraph.codegen.numba_cpu") is not None


def cuda_sim_available() -> bool:
    """Whether a CUDA backend exists and Numba's CUDA simulator is switched on."""
    return (importlib.util.find_spec("msgraph.codegen.numba_cuda") is not None
            and os.environ.get("NUMBA_ENABLE_CUDASIM") == "1")


def python_backend() -> Any:
    """Context: compiled graphs use the Python/numpy code generator (Numba off)."""
    return _env(MSGRAPH_NUMBA="0")


@contextlib.contextmanager
def numba_backend():
    """Context: O1/O2 graphs get their Numba kernels compiled before the first call."""
    b = _backend_module()
    with _env(MSGRAPH_NUMBA="1"), b.sync_compile(True):
        yield


@contextlib.contextmanager
def cuda_sim_backend():
    """Context: ``device_target="GPU"`` (under Numba's simulator when ``NUMBA_ENABLE_CUDASIM=1``),
    with ``MSGRAPH_CUDA_STRICT=1``: a host array at a kernel launch is a crash, not a silent copy."""
    import msgraph as ms

    with ms.context_scope(device_target="GPU"):
        b = _backend_module()
        with _env(MSGRAPH_NUMBA="1", MSGRAPH_CUDA_STRICT="1"), \
                (b.sync_compile(True) if hasattr(b, "sync_compile") else contextlib.nullcontext()):
            yield


@contextlib.contextmanager
def _verify_ir(on: bool):
    """Verify the IR after every pass (an invalid IR is a compiler bug: counted as a crash)."""
    from .. import compiler

    old = compiler.VERIFY_IR
    compiler.VERIFY_IR = on or old
    try:
        yield
    finally:
        compiler.VERIFY_IR = old


# ---------------------------------------------------------------------------------------
# Checking one program
# ---------------------------------------------------------------------------------------
def _tensors(inputs: Sequence[Any]) -> list:
    from ..common.tensor import Tensor

    return [Tensor(np.array(a, copy=True)) if isinstance(a, np.ndarray) else a for a in inputs]


def _choose_data(mod: Any, prog: Program, res: Result) -> Tuple[Any, Any, Any, Any, Any]:
    """Draw data until the reference clears the margins: (P, inputs, S, ref_out, margins_ok)."""
    last = None
    for attempt in range(DATA_ATTEMPTS):
        seed = prog.seed * 16 + attempt
        P, inputs, S = mod.make_data(seed)
        mod._M.reset()
        with np.errstate(all="ignore"):
            out = mod.net_ref(P, *inputs)
        finite = all(np.all(np.isfinite(np.asarray(o, np.float64)))
                     for o in _leaves(out) if np.asarray(o).dtype.kind == "f")
        ok = finite and mod._M.branch >= BRANCH_MARGIN
        last = (P, inputs, S, out, ok, mod._M.kink, seed)
        if ok:
            break
    P, inputs, S, out, ok, kink, seed = last
    prog.data_seed = seed
    res.count("data_attempts", attempt + 1)
    return P, inputs, S, out, (ok, kink)


def _leaves(x: Any) -> list:
    if isinstance(x, (tuple, list)):
        out = []
        for i in x:
            out += _leaves(i)
        return out
    return [x]


def _param_map(net: Any, P: Dict[str, Any]) -> Dict[int, str]:
    out = {}
    for key in P:
        obj = net
        for part in key.split("."):
            obj = getattr(obj, part)
        out[id(obj)] = key
    return out


def _grads_split(g: Any, n_inputs: int, has_w: bool) -> Tuple[list, list]:
    if has_w:
        gi, gw = g
    else:
        gi, gw = g, ()
    gi = list(gi) if isinstance(gi, (tuple, list)) else [gi]
    gw = list(gw) if isinstance(gw, (tuple, list)) else [gw]
    return gi, gw


def program_modes(levels: Sequence[str] = LEVELS, numba: bool = False, cuda_sim: bool = False
                  ) -> List[Tuple[str, str, Callable[[], Any]]]:
    """``[(label, jit_level, backend_context)]`` a program is compiled in."""
    modes = [(lv, lv, python_backend) for lv in levels]
    if numba and numba_available():
        modes += [(f"numba-{lv}", lv, numba_backend) for lv in levels if lv != "O0"]
    if cuda_sim and cuda_sim_available():
        modes.append(("cudasim-O1", "O1", cuda_sim_backend))
    return modes


def check_program(prog: Program, *, levels: Sequence[str] = LEVELS, grad: bool = True, fd: bool = True,
                  graph_mode: bool = True, numba: bool = False, cuda_sim: bool = False, verify_ir: bool = True,
                  workdir: Optional[str] = None, timeout: float = 120.0,
                  only: Optional[Tuple[str, str]] = None) -> Result:
    """Run ``prog`` in every mode and compare (see module docstring).

    ``numba``/``cuda_sim`` add the Numba CPU backend / the CUDA backend under Numba's simulator
    (when installed).  ``only=(stage, mode)`` restricts the run to what that failure needs (used
    when shrinking).
    """
    res = Result(prog.seed, dtype=prog.dtype, features=sorted(prog.features))
    t0 = time.perf_counter()
    own_dir = workdir is None
    workdir = workdir or tempfile.mkdtemp(prefix="msgraph-fuzz-")
    use_alarm = bool(timeout) and threading.current_thread() is threading.main_thread() and hasattr(signal, "SIGALRM")
    old = None
    if use_alarm:
        def _alarm(signum: int, frame: Any) -> None:
            raise _Timeout(f"program did not finish in {timeout} s")
        old = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, timeout)
    loaded = None
    where = ["reference", "numpy"]
    try:
        with _verify_ir(verify_ir):
            loaded = _check_loaded(prog, res, workdir, where, levels, grad, fd, graph_mode, numba, cuda_sim, only)
    except _Timeout as exc:
        res.add(Failure("hang", where[0], where[1], str(exc), "Timeout"))
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)
        if loaded is not None:
            loaded.close()
        if own_dir:
            try:
                os.rmdir(workdir)
            except OSError:
                pass
        res.seconds = time.perf_counter() - t0
    return res


def _check_loaded(prog: Program, res: Result, workdir: str, where: List[str], levels: Sequence[str], grad: bool,
                  fd: bool, graph_mode: bool, numba: bool, cuda_sim: bool,
                  only: Optional[Tuple[str, str]]) -> Optional[Loaded]:
    import msgraph as ms

    try:
        loaded = Loaded(prog, workdir)
    except _Timeout:
        raise
    except BaseException as exc:
        res.add(Failure("invalid", "load", "-", _exc_text(exc), type(exc).__name__))
        return None
    mod = loaded.mod
    try:
        P, inputs, S, ref_out, (margins_ok, kink) = _choose_data(mod, prog, res)
    except _Timeout:
        raise
    except Exception as exc:
        res.add(Failure("invalid", "reference", "numpy", _exc_text(exc), type(exc).__name__))
        return loaded
    if not margins_ok:
        res.status = "skip"
    # a value is as precise as the least precise dtype it went through: a float32 program's result
    # cast to float64 at the end still carries float32 rounding
    lowest = "float32" if (prog.dtype == "float32" or "float32_cast" in prog.features) else prog.dtype
    tol_m, tol_r, tol_g = (_floor_tol(t, lowest) for t in (TOL_MODES, TOL_REF, TOL_GRAD))

    def want(st: str, md: str) -> bool:
        if only is None:
            return True
        return (st, md) == only or (st == "cached" and only == ("forward", md))

    T = _tensors(inputs)
    where[:] = ["forward", "PyNative"]
    net = mod.Net(P)
    before = {k: np.array(v, copy=True) for k, v in P.items()}
    try:
        out_py = net(*T)
    except _Timeout:
        raise
    except Exception as exc:
        res.add(Failure(_classify(exc, False), "forward", "PyNative", _exc_text(exc), type(exc).__name__))
        return loaded
    res.count("runs")
    if margins_ok and want("reference", "PyNative"):
        res.reference_compared = True
        msg = compare(ref_out, out_py, tol_r)
        res.count("compares")
        if msg:
            res.add(Failure("mismatch", "reference", "PyNative", "numpy reference vs PyNative: " + msg))

    def graph_run(stage: str, mode: str, fn: Callable[[], Any], expected: Any, tol: float,
                  again: bool = False) -> None:
        if not want(stage, mode):
            return
        where[:] = [stage, mode]
        try:
            got = fn()
            res.count("runs")
            got2 = fn() if again else None
            res.count("runs", int(again))
        except _Timeout:
            raise
        except Exception as exc:
            res.add(Failure(_classify(exc, True), stage, mode, _exc_text(exc), type(exc).__name__))
            return
        msg = compare(expected, got, tol)
        res.count("compares")
        if msg:
            res.add(Failure("mismatch", stage, mode, f"PyNative vs {mode}: {msg}"))
        elif again:
            msg = compare(expected, got2, tol)
            res.count("compares")
            if msg:
                res.add(Failure("mismatch", "cached", mode, f"PyNative vs {mode} (second, cached call): {msg}"))

    modes = program_modes(levels, numba, cuda_sim)
    res.checks["modes"] = len(modes)

    def compiled(obj: Any, level: str, ctxf: Callable[[], Any]) -> Callable[[], Any]:
        def run() -> Any:
            with ctxf():
                jf = ms.jit(obj, jit_config=ms.JitConfig(jit_level=level))
                return jf(*T), jf(*T)
        return run

    for label, level, ctxf in modes:
        run = compiled(net, level, ctxf)
        if not want("forward", label):
            continue
        # the compile and the cached call are both compared
        where[:] = ["forward", label]
        try:
            first, second = run()
            res.count("runs", 2)
        except _Timeout:
            raise
        except Exception as exc:
            res.add(Failure(_classify(exc, True), "forward", label, _exc_text(exc), type(exc).__name__))
            continue
        for stage, got in (("forward", first), ("cached", second)):
            msg = compare(out_py, got, tol_m)
            res.count("compares")
            if msg:
                res.add(Failure("mismatch", stage, label, f"PyNative vs {label}" +
                                (" (second, cached call)" if stage == "cached" else "") + f": {msg}"))
                break
    if graph_mode:
        def run_gm() -> Any:
            with python_backend(), ms.context_scope(mode=ms.GRAPH_MODE):
                return net(*T)
        graph_run("graph_mode", "GRAPH_MODE", run_gm, out_py, tol_m, again=True)

    if grad and prog.out_paths and (only is None or only[0] in ("grad", "fd")):
        where[:] = ["grad", "PyNative"]
        loss = mod.Loss(net, S)
        gn = mod.GradNet(loss)
        has_w = bool(prog.all_params())
        try:
            g_py = gn(*T)
            res.count("runs")
        except _Timeout:
            raise
        except Exception as exc:
            res.add(Failure(_classify(exc, False), "grad", "PyNative", _exc_text(exc), type(exc).__name__))
            g_py = None
        if g_py is not None:
            for label, level, ctxf in modes:
                def run_g(level: str = level, ctxf: Any = ctxf) -> Any:
                    with ctxf():
                        return ms.jit(gn, jit_config=ms.JitConfig(jit_level=level))(*T)
                graph_run("grad", label, run_g, g_py, tol_g)
            if fd and prog.dtype == "float64" and margins_ok and kink >= KINK_MARGIN and \
                    not ({"float32_cast", "int_cast"} & prog.features) and \
                    (only is None or only[0] == "fd"):
                where[:] = ["fd", "PyNative"]
                _check_fd(mod, prog, net, gn, P, inputs, S, g_py, has_w, res)
    # Parameters are never changed by forward or gradient runs
    if only is None:
        for k, p in _param_map_items(net, P):
            if not np.array_equal(p.asnumpy(), before[k]):
                res.add(Failure("mismatch", "params", "-", f"Parameter {k!r} changed by a forward/grad run"))
    return loaded


def _param_map_items(net: Any, P: Dict[str, Any]) -> List[Tuple[str, Any]]:
    out = []
    for key in P:
        obj = net
        for part in key.split("."):
            obj = getattr(obj, part)
        out.append((key, obj))
    return out


def _check_fd(mod: Any, prog: Program, net: Any, gn: Any, P: Dict[str, np.ndarray], inputs: Sequence[Any],
              S: Any, g_py: Any, has_w: bool, res: Result) -> None:
    """Directional central differences of the reference loss, one random direction per leaf."""
    gi, gw = _grads_split(g_py, len(prog.inputs), has_w)
    keys = _param_map(net, P)
    weights = list(gn.weights) if has_w else []
    leaves: List[Tuple[str, str, Any, Any]] = []   # (label, where, key/index, grad)
    tensor_pos = [i for i, a in enumerate(inputs) if isinstance(a, np.ndarray)]
    for j, g in enumerate(gi):
        if j < len(tensor_pos):
            leaves.append((f"input {prog.inputs[j][0]}", "in", tensor_pos[j], g))
    for w, g in zip(weights, gw):
        k = keys.get(id(w))
        if k is not None:
            leaves.append((f"Parameter {k}", "P", k, g))
    rng = np.random.default_rng(prog.seed + 12345)

    def loss_at(where: str, key: Any, delta: np.ndarray) -> float:
        P2 = dict(P)
        ins = list(inputs)
        if where == "P":
            P2[key] = P[key] + delta
        else:
            ins[key] = inputs[key] + delta
        mod._M.reset()
        with np.errstate(all="ignore"):
            return float(mod.loss_ref(P2, S, *ins))

    res.fd_checked = True
    for label, where, key, g in leaves:
        base = P[key] if where == "P" else inputs[key]
        ga = np.zeros(np.shape(base)) if g is None else np.asarray(g.asnumpy(), np.float64)
        if ga.shape != np.shape(base):
            res.add(Failure("mismatch", "fd", "PyNative", f"gradient of {label} has shape {ga.shape}, "
                                                            f"expected {np.shape(base)}"))
            continue
        v = rng.standard_normal(np.shape(base))
        an = float(np.sum(ga * v))
        fds = []
        for eps in (FD_EPS, FD_EPS * 10):
            fds.append((loss_at(where, key, eps * v) - loss_at(where, key, -eps * v)) / (2 * eps))
        scale = max(1.0, float(np.sum(np.abs(ga * v))))
        res.count("fd_leaves")
        if abs(fds[0] - fds[1]) > FD_TOL * scale:
            res.count("fd_nonsmooth")
            continue
        if not abs(an - fds[0]) <= FD_TOL * scale:
            res.add(Failure("mismatch", "fd", "PyNative",
                            f"gradient of {label} along a random direction: analytic {an!r}, "
                            f"finite differences {fds[0]!r} (eps {FD_EPS}), tol {FD_TOL * scale:.3g}"))


# ---------------------------------------------------------------------------------------
# Shrinking
# ---------------------------------------------------------------------------------------
def _stmt_lists(prog: Program) -> List[List[Stmt]]:
    out: List[List[Stmt]] = []

    def walk(lst: List[Stmt]) -> None:
        out.append(lst)
        for s in lst:
            if s.body is not None:
                walk(s.body)
            if s.orelse:
                walk(s.orelse)
    for f in [prog.net] + prog.cells + prog.helpers:
        walk(f.body)
    return out


def _edits(prog: Program):
    """Candidate simplifications of ``prog`` (each a fresh copy), biggest first."""
    n_lists = len(_stmt_lists(prog))
    # drop outputs
    if prog.net.ret_ms and ("," in prog.net.ret_ms):
        for keep in range(3):
            p = prog.copy()
            if _keep_output(p, keep):
                yield p
    for li in range(n_lists):
        lst = _stmt_lists(prog)[li]
        for si in range(len(lst) - 1, -1, -1):
            s = lst[si]
            if s.fixed:
                continue
            # delete the statement
            p = prog.copy()
            del _stmt_lists(p)[li][si]
            yield p
            if s.body is not None and s.kind in ("if", "for", "while"):
                # flatten: keep only the body (then the else branch)
                for part in ("body", "orelse"):
                    blk = getattr(s, part)
                    if blk and s.kind in ("if", "while") or (part == "body" and s.kind == "while"):
                        p = prog.copy()
                        L = _stmt_lists(p)[li]
                        inner = getattr(L[si], part) or []
                        inner = [x for x in inner if x.kind not in ("break", "continue")]
                        L[si:si + 1] = inner
                        yield p
                if s.orelse:
                    p = prog.copy()
                    _stmt_lists(p)[li][si].orelse = None
                    yield p


def _keep_output(p: Program, keep: int) -> bool:
    """Make the Net return only its ``keep``-th top-level output (early returns too)."""
    import ast

    def pick(text: str) -> Optional[str]:
        try:
            node = ast.parse(text, mode="eval").body
        except SyntaxError:
            return None
        if not isinstance(node, ast.Tuple) or keep >= len(node.elts):
            return None
        return ast.unparse(node.elts[keep])

    new_ms, new_np = pick(p.net.ret_ms), pick(p.net.ret_np)
    if new_ms is None or new_np is None:
        return False
    p.net.ret_ms, p.net.ret_np = new_ms, new_np
    for lst in _stmt_lists(p):
        for s in lst:
            if s.kind == "return":
                a, b = pick(s.ms[len("return "):]), pick(s.np[len("return "):])
                if a is None or b is None:
                    return False
                s.ms, s.np = "return " + a, "return " + b
    # the Loss weights the float outputs: recompute their paths from the kept one
    paths = [(path[1:], shp) for path, shp in p.out_paths if path and path[0] == keep]
    p.out_paths = paths
    return True


def _cleanup(prog: Program) -> Program:
    """Drop Parameters, helpers, sub-Cells and attributes nothing refers to any more."""
    p = prog.copy()
    changed = True
    while changed:
        changed = False
        text = p.source()
        for h in list(p.helpers):
            if f"{h.name}(" not in text.replace(f"def {h.name}(", ""):
                p.helpers.remove(h)
                changed = True
        for attr, cls in list(p.net.cells):
            if f"self.{attr}(" not in text:
                p.net.cells.remove((attr, cls))
                p.cells = [c for c in p.cells if c.name != cls]
                changed = True
        for f in [p.net] + p.cells:
            body = "\n".join(_render_body(f))
            for item in list(f.params):
                attr = item[0]
                if f"self.{attr}" not in body + f.ret_ms:
                    f.params.remove(item)
                    changed = True
            for k in list(f.attrs):
                if f"self.{k}" not in body:
                    del f.attrs[k]
                    changed = True
        for k in list(p.consts):
            if text.count(k) <= 1:
                del p.consts[k]
                changed = True
        for f in [p.net] + p.cells:    # the Parameter reads at the top follow the Parameters left
            if any(s.kind == "touch" for s in f.body):
                f.body = [s for s in f.body if s.kind != "touch"]
                _touch_params(f, p.cells)
    return p


def _render_body(f: Any) -> List[str]:
    out: List[str] = []
    for s in f.body:
        if s.kind != "touch":
            s.render("ms", "", out)
    return out


def shrink(prog: Program, failure: Failure, budget: int = 150, deadline: float = 60.0,
           workdir: Optional[str] = None, log: Optional[Callable[[str], None]] = None,
           numba: bool = False, cuda_sim: bool = False,
           fails: Optional[Callable[[Program], bool]] = None) -> Tuple[Program, int]:
    """Delete statements while ``failure`` (same kind, stage, mode, exception type) persists.

    ``fails(program) -> bool`` replaces the check (tests use it to shrink toward a property).
    Returns the smallest failing program found and the number of candidates tried.
    """
    sig = failure.signature()
    only = (failure.stage if failure.stage != "cached" else "forward", failure.mode) \
        if failure.stage not in ("params", "load") else None
    if failure.stage == "cached":
        only = None
    t_end = time.perf_counter() + deadline
    tries = 0

    custom = fails

    def fails(p: Program) -> bool:
        nonlocal tries
        tries += 1
        if custom is not None:
            return custom(p)
        r = check_program(p, workdir=workdir, only=only, timeout=30.0, numba=numba, cuda_sim=cuda_sim,
                          fd=failure.stage == "fd", grad=failure.stage in ("grad", "fd"))
        return any(f.signature() == sig for f in r.failures)

    best = prog.copy()
    best.data_seed = prog.data_seed
    progress = True
    while progress and tries < budget and time.perf_counter() < t_end:
        progress = False
        for cand in _edits(best):
            if tries >= budget or time.perf_counter() > t_end:
                break
            if fails(cand):
                best = cand
                progress = True
                break
    cleaned = _cleanup(best)
    if tries < budget + 5 and fails(cleaned):
        best = cleaned
    if log:
        log(f"shrunk seed {prog.seed} in {tries} tries")
    return best, tries


# ---------------------------------------------------------------------------------------
# Repro files
# ---------------------------------------------------------------------------------------
def _main_block(failure: Failure) -> str:
    lv = failure.mode.rsplit("-", 1)[-1] if failure.mode.rsplit("-", 1)[-1] in LEVELS else "O1"
    backend = {"numba": "numba_backend", "cudasim": "cuda_sim_backend"}.get(failure.mode.split("-")[0],
                                                                           "python_backend")
    head = [
        "",
        "",
        'if __name__ == "__main__":',
        "    # Reproduces: " + failure.title(),
    ]
    if backend == "cuda_sim_backend":
        head.append('    os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")   # before numba.cuda is imported')
    head += [
        "    import msgraph.compiler",
        f"    from msgraph.testing.fuzz import assert_same, {backend} as backend",
        "",
        "    msgraph.compiler.VERIFY_IR = True   # the fuzzer verifies the IR after every pass",
        "    P, inputs, S = make_data()",
        "    T = [ms.Tensor(a) if isinstance(a, np.ndarray) else a for a in inputs]",
        "    net = Net(P)",
    ]
    st = failure.stage
    if st == "reference":
        body = ["    expected = net_ref(P, *inputs)                 # numpy reference",
                "    got = net(*T)                                  # PyNative",
                "    print('reference:', expected)", "    print('PyNative :', got)",
                "    assert_same(expected, got, 1e-4)"]
    elif st in ("forward", "cached") and failure.mode in LEVELS:
        body = ["    expected = net(*T)                             # PyNative",
                "    with backend():",
                f"        jf = ms.jit(net, jit_config=ms.JitConfig(jit_level={lv!r}))",
                "        got = jf(*T)" + ("\n        got = jf(*T)                               # cached call"
                                          if st == "cached" else ""),
                "    print('PyNative:', expected)", f"    print('Graph {failure.mode}:', got)",
                "    assert_same(expected, got, 1e-5)"]
    elif st == "graph_mode":
        body = ["    expected = net(*T)                             # PyNative",
                "    with ms.context_scope(mode=ms.GRAPH_MODE):",
                "        got = net(*T)", "        got = net(*T)",
                "    print('PyNative:', expected)", "    print('GRAPH_MODE:', got)",
                "    assert_same(expected, got, 1e-5)"]
    elif st == "grad" and failure.mode == "PyNative":
        body = ["    gn = GradNet(Loss(net, S))",
                "    print('PyNative grads:', gn(*T))"]
    elif st == "grad":
        body = ["    gn = GradNet(Loss(net, S))",
                "    expected = gn(*T)                              # PyNative (tape)",
                "    with backend():",
                f"        got = ms.jit(gn, jit_config=ms.JitConfig(jit_level={lv!r}))(*T)",
                "    print('PyNative grads:', expected)", f"    print('Graph {failure.mode} grads:', got)",
                "    assert_same(expected, got, 1e-4)"]
    elif st == "fd":
        body = ["    from msgraph.testing.fuzz import fd_report",
                "    gn = GradNet(Loss(net, S))",
                "    fd_report(__import__('__main__'), net, gn, P, inputs, S)"]
    else:
        body = ["    print(net(*T))",
                "    with backend():",
                f"        print(ms.jit(net, jit_config=ms.JitConfig(jit_level={lv!r}))(*T))"]
    return "\n".join(head + body) + "\n"


def fd_report(mod: Any, net: Any, gn: Any, P: Dict[str, Any], inputs: Sequence[Any], S: Any) -> None:
    """Print analytic vs finite-difference directional derivatives (used by fd repro files)."""
    T = _tensors(inputs)
    g = gn(*T)
    has_w = hasattr(gn, "weights")
    gi, gw = _grads_split(g, len(T), has_w)
    keys = _param_map(net, P)
    rng = np.random.default_rng(0)
    tensor_pos = [i for i, a in enumerate(inputs) if isinstance(a, np.ndarray)]
    items = [("in", tensor_pos[j], gg) for j, gg in enumerate(gi) if j < len(tensor_pos)]
    items += [("P", keys[id(w)], gg) for w, gg in zip(list(gn.weights) if has_w else [], gw)]
    bad = 0
    for where, key, gg in items:
        base = P[key] if where == "P" else inputs[key]
        v = rng.standard_normal(np.shape(base))
        an = float(np.sum(np.asarray(gg.asnumpy(), np.float64) * v))

        def L(d: np.ndarray) -> float:
            P2, ins = dict(P), list(inputs)
            if where == "P":
                P2[key] = P[key] + d
            else:
                ins[key] = inputs[key] + d
            return float(mod.loss_ref(P2, S, *ins))
        fd = (L(FD_EPS * v) - L(-FD_EPS * v)) / (2 * FD_EPS)
        ok = abs(an - fd) <= FD_TOL * max(1.0, float(np.sum(np.abs(np.asarray(gg.asnumpy()) * v))))
        bad += not ok
        print(f"{'ok ' if ok else 'BAD'} {where} {key}: analytic {an:.10g}  finite differences {fd:.10g}")
    assert not bad, f"{bad} gradient(s) disagree with finite differences"


def write_repro(prog: Program, failure: Failure, out_dir: str, tag: str = "",
                others: Sequence[Failure] = ()) -> str:
    """Write ``prog`` as a standalone file reproducing ``failure``; returns its path."""
    os.makedirs(out_dir, exist_ok=True)
    name = f"repro_{prog.seed}_{failure.kind}_{failure.stage}_{failure.mode}{tag}.py".replace("/", "_")
    path = os.path.join(out_dir, name)
    also = sorted({f.title() for f in others if f.signature() != failure.signature()})
    header = (f"Reproduces: {failure.title()}\n"
              f"Run: python {name}\n"
              + (("The unshrunk program also failed with: " + "; ".join(also) + "\n") if also else "")
              + "\n" + "\n".join(failure.detail.strip().splitlines()[-25:]))
    with open(path, "w", encoding="utf-8") as f:
        f.write(prog.source(header=header))
        f.write(_main_block(failure))
    return path


# ---------------------------------------------------------------------------------------
# Campaigns
# ---------------------------------------------------------------------------------------
@dataclasses.dataclass
class Summary:
    programs: int = 0
    ok: int = 0
    failed: int = 0
    mismatches: int = 0
    crashes: int = 0
    graph_errors: int = 0
    pynative_errors: int = 0
    hangs: int = 0
    invalid: int = 0
    skipped_reference: int = 0
    reference_compared: int = 0
    fd_programs: int = 0
    fd_leaves: int = 0
    fd_nonsmooth: int = 0
    runs: int = 0
    compares: int = 0
    float32: int = 0
    float64: int = 0
    seconds: float = 0.0
    features: Dict[str, int] = dataclasses.field(default_factory=dict)
    failures: List[Dict[str, Any]] = dataclasses.field(default_factory=list)

    def add(self, r: Result) -> None:
        self.programs += 1
        if r.status == "fail":
            self.failed += 1
        elif r.status == "ok":
            self.ok += 1
        kinds = {f.kind for f in r.failures}
        self.mismatches += "mismatch" in kinds
        self.crashes += "crash" in kinds
        self.graph_errors += "graph_error" in kinds
        self.pynative_errors += "pynative_error" in kinds
        self.hangs += "hang" in kinds
        self.invalid += "invalid" in kinds
        self.skipped_reference += r.status == "skip" or (not r.reference_compared and r.status == "ok")
        self.reference_compared += r.reference_compared
        self.fd_programs += r.fd_checked
        self.fd_leaves += r.checks.get("fd_leaves", 0)
        self.fd_nonsmooth += r.checks.get("fd_nonsmooth", 0)
        self.runs += r.checks.get("runs", 0)
        self.compares += r.checks.get("compares", 0)
        if r.dtype == "float32":
            self.float32 += 1
        else:
            self.float64 += 1
        for f in r.features:
            self.features[f] = self.features.get(f, 0) + 1
        for f in r.failures:
            self.failures.append({"seed": r.seed, "kind": f.kind, "stage": f.stage, "mode": f.mode,
                                  "exc_type": f.exc_type, "repro": f.repro,
                                  "detail": f.detail.strip().splitlines()[-1][:300] if f.detail.strip() else ""})

    def merge(self, o: "Summary") -> None:
        for fld in dataclasses.fields(self):
            a, b = getattr(self, fld.name), getattr(o, fld.name)
            if isinstance(a, dict):
                for k, v in b.items():
                    a[k] = a.get(k, 0) + v
            elif isinstance(a, list):
                a.extend(b)
            elif fld.name != "seconds":
                setattr(self, fld.name, a + b)

    def report(self) -> str:
        lines = [
            f"programs: {self.programs}  (float32 {self.float32}, float64 {self.float64})",
            f"ok: {self.ok}  failed: {self.failed}  reference-ambiguous (mode-vs-mode only): {self.skipped_reference}",
            f"mismatches: {self.mismatches}  crashes: {self.crashes}  graph errors: {self.graph_errors}  "
            f"PyNative errors: {self.pynative_errors}  hangs: {self.hangs}  invalid programs: {self.invalid}",
            f"compared with the numpy reference: {self.reference_compared}  executions: {self.runs}  "
            f"comparisons: {self.compares}",
            f"finite-difference checked programs: {self.fd_programs} ({self.fd_leaves} leaves, "
            f"{self.fd_nonsmooth} skipped as non-smooth)",
            "features: " + ", ".join(f"{k} {v}" for k, v in sorted(self.features.items())),
            f"wall time: {self.seconds:.0f} s",
        ]
        return "\n".join(lines)


_STAGE_ORDER = ("load", "reference", "forward", "cached", "graph_mode", "grad", "fd", "params")
_KIND_ORDER = ("crash", "hang", "mismatch", "graph_error", "pynative_error", "invalid")


def primary_failure(failures: Sequence[Failure]) -> Failure:
    """The failure to shrink and reproduce first: the worst kind, the earliest stage, the plainest mode."""
    def key(f: Failure) -> Tuple[int, int, int, str]:
        mode_rank = 0 if f.mode in ("PyNative", "numpy") else (1 if f.mode in LEVELS else 2)
        return (_KIND_ORDER.index(f.kind) if f.kind in _KIND_ORDER else 9,
                _STAGE_ORDER.index(f.stage) if f.stage in _STAGE_ORDER else 9, mode_rank, f.mode)
    return sorted(failures, key=key)[0]


def _opts_for(seed: int, opts: Dict[str, Any]) -> Dict[str, Any]:
    ne, ce = opts.get("numba_every", 0), opts.get("cudasim_every", 0)
    return dict(grad=opts.get("grad", True), fd=opts.get("fd", True), levels=opts.get("levels", LEVELS),
                verify_ir=opts.get("verify_ir", True),
                numba=bool(ne) and seed % ne == 0, cuda_sim=bool(ce) and seed % ce == 0)


def _run_range(args: Tuple[List[int], Optional[str], bool, float, Dict[str, Any]]) -> Summary:
    seeds, out_dir, do_shrink, timeout, opts = args
    summ = Summary()
    workdir = tempfile.mkdtemp(prefix="msgraph-fuzz-")
    log_path = None
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
        log_path = os.path.join(out_dir, f"results-{os.getpid()}.jsonl")
    t0 = time.perf_counter()
    try:
        for seed in seeds:
            prog = generate(seed, size=opts.get("size", "normal"), known=opts.get("known", ()))
            kw = _opts_for(seed, opts)
            r = check_program(prog, workdir=workdir, timeout=timeout, **kw)
            if r.failures and out_dir:
                first = primary_failure(r.failures)
                p = prog
                if do_shrink and first.kind != "invalid":
                    try:
                        p, _ = shrink(prog, first, workdir=workdir, numba=kw["numba"], cuda_sim=kw["cuda_sim"])
                    except Exception:
                        p = prog
                path = write_repro(p, first, out_dir, others=r.failures)
                for f in r.failures:
                    f.repro = path
            summ.add(r)
            if log_path:
                with open(log_path, "a", encoding="utf-8") as f:
                    f.write(json.dumps({"seed": seed, "status": r.status, "dtype": r.dtype, "seconds": round(r.seconds, 3),
                                        "modes": r.checks.get("modes", 0),
                                        "failures": [dataclasses.asdict(x) | {"detail": x.detail[-400:]}
                                                     for x in r.failures]}) + "\n")
            if opts.get("progress") and opts.get("jobs", 1) <= 1 and summ.programs % 100 == 0:
                print(f"{summ.programs}/{len(seeds)} programs, {summ.failed} failed", file=sys.stderr, flush=True)
    finally:
        try:
            for f in os.listdir(workdir):
                os.remove(os.path.join(workdir, f))
            os.rmdir(workdir)
        except OSError:
            pass
    summ.seconds = time.perf_counter() - t0
    return summ


def run_campaign(n: int, seed: int = 0, out_dir: Optional[str] = None, jobs: int = 1, shrink_failures: bool = True,
                 timeout: float = 120.0, **opts: Any) -> Summary:
    """Check programs ``seed .. seed+n-1``; failing programs are shrunk and written to ``out_dir``."""
    t0 = time.perf_counter()
    seeds = list(range(seed, seed + n))
    opts["jobs"] = jobs
    if jobs <= 1:
        summ = _run_range((seeds, out_dir, shrink_failures, timeout, opts))
    else:
        import multiprocessing as mp

        # small interleaved chunks balance the load (Numba/CUDA-simulator programs are slower)
        size = max(1, min(25, len(seeds) // (4 * jobs)))
        chunks = [seeds[i:i + size] for i in range(0, len(seeds), size)]
        # spawn: a forked child would inherit the parent's threads' locks (Numba's compile thread)
        ctx = mp.get_context("spawn")
        summ = Summary()
        with ctx.Pool(jobs) as pool:
            for part in pool.imap_unordered(_run_range, [(c, out_dir, shrink_failures, timeout, opts)
                                                         for c in chunks]):
                summ.merge(part)
                if opts.get("progress"):
                    print(f"{summ.programs}/{len(seeds)} programs, {summ.failed} failed", file=sys.stderr,
                          flush=True)
    summ.seconds = time.perf_counter() - t0
    if out_dir:
        os.makedirs(out_dir, exist_ok=True)
        summ.failures.sort(key=lambda f: f["seed"])
        with open(os.path.join(out_dir, "summary.json"), "w", encoding="utf-8") as f:
            json.dump(dataclasses.asdict(summ) | {"command": " ".join(sys.argv), "seed": seed, "n": n},
                      f, indent=1, sort_keys=True)
    return summ


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m msgraph.testing.fuzz",
                                 description="Differential fuzzing of msgraph: PyNative vs Graph O0/O1/O2 vs a "
                                             "numpy reference, gradients vs finite differences.")
    ap.add_argument("--n", type=int, default=200, help="number of programs (default 200)")
    ap.add_argument("--seed", type=int, default=0, help="first program seed (programs seed..seed+n-1)")
    ap.add_argument("--out", default="fuzz-out", help="directory for repro files and summary.json")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds per program before it counts as a hang")
    ap.add_argument("--no-shrink", action="store_true", help="write failing programs unshrunk")
    ap.add_argument("--no-grad", action="store_true", help="skip gradient checks")
    ap.add_argument("--size", choices=("small", "normal", "large"), default="normal")
    ap.add_argument("--progress", action="store_true", help="progress lines on stderr every 100 programs")
    ap.add_argument("--numba-every", type=int, default=5,
                    help="also run the Numba backend (kernels compiled before the first call) on every K-th "
                         "program (0: never; default 5)")
    ap.add_argument("--cudasim-every", type=int, default=50,
                    help="also run the CUDA backend under Numba's simulator on every K-th program, when the "
                         "CUDA backend exists (0: never; default 50)")
    ap.add_argument("--no-verify-ir", action="store_true", help="do not verify the IR after every pass")
    ap.add_argument("--known", default="", help="comma-separated open KNOWN_ISSUES forms to generate anyway "
                                                 "('all')")
    ap.add_argument("--one", type=int, default=None, help="check one seed and print its source and result")
    a = ap.parse_args(argv)
    from .fuzz_gen import KNOWN_ISSUES

    known = tuple(KNOWN_ISSUES) if a.known == "all" else tuple(k for k in a.known.split(",") if k)
    if a.cudasim_every and importlib.util.find_spec("msgraph.codegen.numba_cuda") is not None:
        os.environ.setdefault("NUMBA_ENABLE_CUDASIM", "1")   # before numba.cuda is imported
    opts = dict(numba_every=a.numba_every, cudasim_every=a.cudasim_every, verify_ir=not a.no_verify_ir,
                known=known)
    if a.one is not None:
        prog = generate(a.one, size=a.size, known=known)
        print(prog.source())
        kw = _opts_for(a.one, opts)
        kw["grad"] = not a.no_grad
        r = check_program(prog, timeout=a.timeout, **kw)
        print(f"status: {r.status}  checks: {r.checks}")
        for f in r.failures:
            print(f"--- {f.title()}\n{f.detail}")
        return 1 if r.failures else 0
    # through the imported module (not ``__main__``) so worker processes unpickle the same functions
    from msgraph.testing import fuzz as this

    summ = this.run_campaign(a.n, a.seed, a.out, jobs=a.jobs, shrink_failures=not a.no_shrink, timeout=a.timeout,
                        grad=not a.no_grad, size=a.size, progress=a.progress, **opts)
    print(summ.report())
    for f in summ.failures[:50]:
        print(f"seed {f['seed']}: {f['kind']} in {f['stage']} [{f['mode']}] {f['exc_type']} -> {f['repro']}")
    print(f"summary: {os.path.join(a.out, 'summary.json')}")
    return 1 if summ.failed else 0


if __name__ == "__main__":
    sys.exit(main())
