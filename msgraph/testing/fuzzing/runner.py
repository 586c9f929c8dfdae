"""Checking one program: the numpy reference, PyNative, Graph mode at every level and backend,
gradients, finite differences, Parameters untouched.

:func:`check_program` writes the program to a module file (the compiler reads source), imports it
(:class:`Loaded`), draws inputs until the reference clears the branch margins, then runs and
compares every mode (see :mod:`msgraph.testing.fuzz`).
"""
from __future__ import annotations

import importlib.util
import os
import signal
import sys
import tempfile
import threading
import time
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np

from .backends import _verify_ir, cuda_sim_available, cuda_sim_backend, numba_available, numba_backend, python_backend
from .program import Program
from .results import Failure, Result, _classify, _exc_text, _floor_tol, _Timeout, compare

__all__ = ["check_program", "program_modes", "Loaded", "LEVELS"]

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


def _tensors(inputs: Sequence[Any]) -> list:
    from ...common.tensor import Tensor

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
            # The gradient of the jitted loss, taken eagerly (PyNative sees through @jit).
            def run_jit_eager() -> Any:
                gop = ms.ops.GradOperation(get_all=True, get_by_list=has_w)
                jl = ms.jit(loss)
                return gop(jl, gn.weights)(*T) if has_w else gop(jl)(*T)
            g_ref = g_py
            for label, level, ctxf in modes:
                def run_g(level: str = level, ctxf: Any = ctxf) -> Any:
                    with ctxf():
                        return ms.jit(gn, jit_config=ms.JitConfig(jit_level=level))(*T)
                if "inplace" in prog.features and g_ref is g_py and want("grad", label):
                    # MindSpore 2.10's two modes differ on a value added in place into a Tensor computed in
                    # construct (ops.assign_add(w, e); recorded: adapt36gr/inplace_value_grad): Graph mode gives e
                    # its gradient, PyNative none. The first graph level's gradient is the others' reference.
                    where[:] = ["grad", label]
                    try:
                        g_ref = run_g()
                        res.count("runs")
                        continue
                    except _Timeout:
                        raise
                    except Exception:   # graph_run below records the failure
                        pass
                graph_run("grad", label, run_g, g_ref, tol_g)
            # a jit function under a PyNative gradient is one node of the tape whose backward is its graph's own
            # gradient (MindSpore 2.10): an in-place write there has Graph mode's gradient, not PyNative's (measured,
            # adapt45jg); g_ref is the graph gradient for such programs, PyNative's otherwise
            if not ("inplace" in prog.features and g_ref is g_py):   # (no graph gradient to compare it with)
                graph_run("grad_jit_eager", "PyNative", run_jit_eager, g_ref, tol_g)
            # no finite differences through an in-place write: MindSpore's gradient of a read after
            # ops.assign_add(w, e) goes to w and none to e (its Assign* bprops), not the derivative of
            # the values; PyNative and Graph mode are still compared with each other above
            if fd and prog.dtype == "float64" and margins_ok and kink >= KINK_MARGIN and \
                    not ({"float32_cast", "int_cast", "inplace"} & prog.features) and \
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
