"""``device_target="GPU"``: the graph as Python that launches ``numba.cuda`` kernels.

* Tensors live on the device for the whole graph: inputs and Parameters are
  copied in at the entry, results and Parameter writes copied out at the exit.
  0-d values (loop conditions, scalars) stay on the host as numpy scalars.
  The invariant: every non-0-d, non-weak IR value is a device array.  A constant
  array (a folded ``zeros_like``, a gradient seed: often a broadcast view with
  zero strides) is uploaded once, contiguously, wherever it takes a value's place
  -- a ``while`` loop's initial value, an ``if`` branch's result, a fused group's
  operand -- and is used on the host only as an argument of a host-fallback op.
* Every launcher passes its array arguments through ``_dev``: a host array there
  would be a code-generator bug, so it is copied to the device (contiguously; a
  strided host view cannot be transferred) or, with ``MSGRAPH_CUDA_STRICT=1``
  (the fuzzer and the CUDA tests), raises :class:`HostArrayError`.
* Each fused elementwise group is one explicit CUDA kernel with a grid-stride
  loop (no ``@vectorize``), built from the same per-op scalar expressions and
  dtype casts as the CPU kernels; the kernel module binds their ``vm.*`` and
  ``math.*`` calls to device functions (:func:`device_namespaces`).  Unfused
  elementwise ops get a one-op kernel.
* Reductions: full sums/means/max/min reduce per block in shared memory and
  combine blocks with atomics; other reductions run one thread per output
  element.  In an O2 group with reductions, the elementwise part is one kernel
  and each reduction a kernel on its output.
* Per-op rules in :data:`LOWERINGS`: ``MatMul`` (2-D, float32/float64) is a
  tiled shared-memory kernel.  Ops with the ``view`` trait (``Reshape``,
  ``ExpandDims``, ``Squeeze``, ``Flatten``) are device-side views.
  Any other op runs its numpy implementation on the host (copy out, run, copy
  back) -- correct, but a synchronisation point.
* Without a usable GPU (no driver, no device) compiling raises
  :class:`DeviceError` saying so; ``NUMBA_ENABLE_CUDASIM=1`` runs everything on
  Numba's CUDA simulator (how the tests run it, on tiny shapes).
"""
from __future__ import annotations

import functools
import hashlib
import math
import os
import types as pytypes
from typing import Any, Callable, Dict, List, Optional, Tuple

import numpy as np

from ..errors import MsGraphError
from ..ir.analysis import is_elementwise, reduction_info
from ..ir.nodes import Const, Graph, Node, Struct, Value
from . import kernel_expr as kx
from . import numba_cpu as cpu
from . import python


class DeviceError(MsGraphError, RuntimeError):
    """The requested device is not available."""


class HostArrayError(RuntimeError):
    """A host array reached a CUDA kernel launch (``MSGRAPH_CUDA_STRICT=1``).

    Graph values live on the device, so this is a code-generator bug -- deliberately not an
    :class:`~msgraph.errors.MsGraphError`: the fuzzer counts it as a crash.
    """


def strict() -> bool:
    """Whether host arrays at kernel launches raise (``MSGRAPH_CUDA_STRICT=1``) instead of being copied."""
    return os.environ.get("MSGRAPH_CUDA_STRICT", "0").strip().lower() in ("1", "true", "yes", "on")


def _cuda() -> Any:
    try:
        from ..runtime.numba_env import ensure_numba

        ensure_numba()
        from numba import cuda
    except ImportError as exc:  # pragma: no cover - numba always has a CUDA module
        raise DeviceError(f"device_target='GPU' needs Numba's CUDA support, which failed to import: {exc}",
                          hint="install numba (and numba-cuda for recent CUDA toolkits), or use "
                               "device_target='CPU'") from None
    try:
        ok = cuda.is_available()
    except Exception as exc:  # pragma: no cover - driver errors
        ok = False
        why = f"{type(exc).__name__}: {exc}"
    else:
        why = "numba.cuda.is_available() is False"
    if not ok:
        reason = ""
        try:
            cuda.detect()
        except Exception as exc:  # pragma: no cover
            reason = f" ({exc})"
        raise DeviceError(f"device_target='GPU' but no CUDA GPU or driver is usable here: {why}{reason}.",
                          hint="set device_target='CPU', or NUMBA_ENABLE_CUDASIM=1 to run the CUDA "
                               "simulator (slow; for tests)")
    return cuda


def simulator() -> bool:
    from numba import config

    return bool(getattr(config, "ENABLE_CUDASIM", False))


def launch_config() -> tuple:
    """(threads per block, max blocks, matmul tile) -- small under the simulator."""
    if simulator():
        return 32, 4, 4
    return 256, 1024, 16


@functools.lru_cache(maxsize=None)
def device_namespaces() -> Tuple[Any, Any]:
    """``(vm, math)`` for CUDA kernel modules: ``vm`` holds the transcendental table's device
    functions (:mod:`msgraph.codegen.transcendentals`), ``math`` is Python's ``math`` with ``floor``
    returning a float (Numba's CUDA ``math.floor`` returns an int; NaN stays NaN)."""
    from numba import cuda

    from .transcendentals import TABLE

    vm = pytypes.ModuleType("msgraph_cuda_vm")
    for row in TABLE.values():
        setattr(vm, row.name, cuda.jit(device=True)(row.device))
    dmath = pytypes.ModuleType("msgraph_cuda_math")
    dmath.__dict__.update({k: v for k, v in vars(math).items() if not k.startswith("__")})
    dmath.floor = cuda.jit(device=True)(_device_floor)
    return vm, dmath


def packed(x: np.ndarray) -> np.ndarray:
    """``x`` with C-order, non-negative strides: a copy unless it already has them.

    ``np.ascontiguousarray`` is not enough: numpy calls a view contiguous whatever the stride of a
    length-1 axis (``a[::-1]`` of a 1-element array has stride -itemsize), and numba-cuda's host-to-device
    copy rejects such a view ("incompatible shape: (0,) vs. (1,)") -- seen on a real GPU, not the simulator.
    """
    x = np.asarray(x)
    if x.flags.c_contiguous and all(st >= 0 for st in x.strides):
        return x
    return np.array(x, order="C", copy=True)


def to_device(x: np.ndarray) -> Any:
    """Upload a host array (:func:`packed` first)."""
    from numba import cuda

    return cuda.to_device(packed(x))


def _device_floor(x):
    return x - (x - math.floor(x)) if x == x else x


_HEADER = '''"""msgraph generated CUDA kernels for graph {graph!r}."""
import numpy as np
from numba import cuda, float32, float64, int64, boolean
from msgraph.codegen.numba_cuda import HostArrayError, device_namespaces, to_device

vm, math = device_namespaces()   # what the kernels' vm.* / math.* calls run on the device
import math as pymath            # pymath.* (erfc): the device's math intrinsics

TPB = {tpb}
MAX_BLOCKS = {max_blocks}
TILE = {tile}
STRICT = {strict}


def _blocks(n):
    return max(1, min(MAX_BLOCKS, (n + TPB - 1) // TPB))


def _dev(x):
    # Every tensor of the graph lives on the device, so a host array here is a code generator
    # bug: copy it (contiguously -- a strided host view, e.g. a broadcast constant, cannot be
    # transferred) or, in strict mode, say so.
    if isinstance(x, np.ndarray) and x.ndim:
        if STRICT:
            raise HostArrayError(f"a host array {{x.dtype}}{{list(x.shape)}} (strides {{x.strides}}) reached "
                                 "CUDA device code; graph values must live on the device")
        return to_device(x)
    return x


def _make_matmul(dt):
    @cuda.jit
    def mm(A, B, C):
        sA = cuda.shared.array((TILE, TILE), dt)
        sB = cuda.shared.array((TILE, TILE), dt)
        col, row = cuda.grid(2)
        tx = cuda.threadIdx.x
        ty = cuda.threadIdx.y
        acc = dt(0)
        for t in range((A.shape[1] + TILE - 1) // TILE):
            k = t * TILE
            sA[ty, tx] = A[row, k + tx] if (row < A.shape[0] and k + tx < A.shape[1]) else dt(0)
            sB[ty, tx] = B[k + ty, col] if (col < B.shape[1] and k + ty < B.shape[0]) else dt(0)
            cuda.syncthreads()
            for j in range(TILE):
                acc += sA[ty, j] * sB[j, tx]
            cuda.syncthreads()
        if row < C.shape[0] and col < C.shape[1]:
            C[row, col] = acc
    return mm


_mm_float32 = _make_matmul(float32)
_mm_float64 = _make_matmul(float64)


def _matmul(a, b, ta, tb):
    a, b = _dev(a), _dev(b)
    if ta:
        a = a.T
    if tb:
        b = b.T
    dt = np.dtype(a.dtype)
    c = cuda.device_array((a.shape[0], b.shape[1]), dt)
    grid = ((b.shape[1] + TILE - 1) // TILE, (a.shape[0] + TILE - 1) // TILE)
    (_mm_float32 if dt == np.float32 else _mm_float64)[grid, (TILE, TILE)](a, b, c)
    return c

'''


def _unravel(var: str, shape: List[int], names: List[str], ind: str) -> List[str]:
    """Lines computing index names (one per dim of ``shape``) from the flat ``var``."""
    if not shape:
        return []
    lines = [f"{ind}_r = {var}"]
    for k in range(len(shape) - 1, 0, -1):
        lines.append(f"{ind}{names[k]} = _r % {shape[k]}")
        lines.append(f"{ind}_r = _r // {shape[k]}")
    lines.append(f"{ind}{names[0]} = _r")
    return lines


class _Module:
    """Accumulates kernel source and launcher source for one graph."""

    def __init__(self, graph: Graph):
        tpb, mb, tile = launch_config()
        self.graph = graph
        self.parts: List[str] = [_HEADER.format(graph=graph.name, tpb=tpb, max_blocks=mb, tile=tile,
                                                strict=strict())]
        self.count = 0

    def new_name(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    # -- elementwise ------------------------------------------------------------------------
    def elementwise(self, members: List[Node], bparams: List[Value], inputs: List[Any], results: List[Value],
                    domain: tuple, loc_node: Node) -> Any:
        """A grid-stride kernel computing ``members``; returns (launcher name, params)."""
        name = self.new_name("k")
        nd = len(domain)
        size = int(np.prod(domain)) if domain else 1
        params: List[cpu.Param] = []
        local: Dict[int, str] = {}
        loads: List[str] = []
        for k, (p, src) in enumerate(zip(bparams, inputs)):
            a = p.aval
            pname = f"p{k}"
            if a.weak:
                params.append(cpu.Param(pname, "weak", a.dtype, (), src))
                local[p.id] = pname
            elif a.ndim == 0:
                params.append(cpu.Param(pname, "scalar", a.dtype, (), src))
                local[p.id] = pname
            else:
                params.append(cpu.Param(pname, "array", a.dtype, a.shape, src))
                local[p.id] = f"{pname}_"
                loads.append(f"{pname}_ = {pname}[{kx.index_expr(a.shape, domain)}]")
        carrays: Dict[int, str] = {}
        for m in members:
            for i in m.inputs:
                if isinstance(i, Const) and isinstance(i.value, np.ndarray) and i.value.ndim > 0 \
                        and id(i.value) not in carrays:
                    cname = f"a{len(carrays)}"
                    carrays[id(i.value)] = cname
                    params.append(cpu.Param(cname, "array", i.value.dtype, i.value.shape, i))
                    loads.append(f"{cname}_ = {cname}[{kx.index_expr(i.value.shape, domain)}]")
                    local[-id(i.value) - 1] = f"{cname}_"
        consts: Dict[str, str] = {}
        pre: List[str] = []

        def const(value: Any, dt: np.dtype) -> str:
            text = kx.typed_literal(value, dt)
            if text not in consts:
                consts[text] = f"c{len(consts)}"
                pre.append(f"{consts[text]} = {text}")
            return consts[text]

        body: List[str] = []
        outs = {r.id: f"out{k}" for k, r in enumerate(results)}
        for j, m in enumerate(members):
            t = f"t{j}"
            body.append(f"{t} = {kx.member_expr(m, local, const)}" + kx.loc_comment(m))
            local[m.outputs[0].id] = t
        for r in results:
            body.append(f"{outs[r.id]}[{kx.index_expr(domain, domain)}] = {local[r.id]}")
        idx_names = [f"i{d}" for d in range(nd)]
        args = [p.name for p in params] + [outs[r.id] for r in results]
        lines = [f"# elementwise group at {kx.loc_comment(loc_node).strip('# ').strip()}: domain {list(domain)}",
                 "@cuda.jit", f"def {name}({', '.join(args)}):"]
        lines += ["    " + s for s in pre]
        lines += ["    i = cuda.grid(1)", "    stride = cuda.gridsize(1)", f"    while i < {size}:"]
        lines += _unravel("i", list(domain), idx_names, "        ")
        lines += ["        " + s for s in kx.used_loads(loads, body)]
        lines += ["        " + s for s in body]
        lines += ["        i += stride", ""]
        lines.append(f"def _launch_{name}({', '.join(p.name for p in params)}):")
        for p in params:
            if p.kind == "array":
                lines.append(f"    {p.name} = _dev({p.name})")
        for r in results:
            lines.append(f"    {outs[r.id]} = cuda.device_array({kx.shape_text(domain)}, "
                         f"np.{_np_name(r.aval.dtype)})")
        lines.append(f"    {name}[_blocks({size}), TPB]({', '.join(args)})")
        lines.append(f"    return {', '.join(outs[r.id] for r in results)}")
        self.parts.append("\n".join(lines) + "\n")
        return f"_launch_{name}", params

    # -- reductions -------------------------------------------------------------------------
    def reduction(self, n: Node, info: Dict[str, Any]) -> str:
        name = self.new_name("r")
        kind, axes = info["kind"], info["axes"]
        shape = list(info["in_shape"])
        nd = len(shape)
        x = n.inputs[0]
        in_dt = x.aval.dtype
        out_aval = n.outputs[0].aval
        out_dt = out_aval.dtype
        acc_dt = kx.acc_dtype(kind, in_dt, out_dt)
        count = int(np.prod([shape[a] for a in axes])) if axes else 1
        init = kx.init_literal(kind, acc_dt)
        idx = [f"i{d}" for d in range(nd)]
        full_idx = ", ".join(idx) if nd else "()"
        lines = [f"# reduction {n.name} at {kx.loc_comment(n).strip('# ').strip()}"]
        atomic = {"sum": "add", "mean": "add", "max": "max", "min": "min"}.get(kind)
        if len(axes) == nd and atomic is not None:
            size = int(np.prod(shape)) if shape else 1
            comb = {"add": "a + b", "max": "a if (a > b or a != a) else b",
                    "min": "a if (a < b or a != a) else b"}[atomic]
            lines += ["@cuda.jit", f"def {name}(x, out):",
                      f"    s = cuda.shared.array(TPB, {_nb_type(acc_dt)})",
                      "    tid = cuda.threadIdx.x", "    i = cuda.grid(1)", "    stride = cuda.gridsize(1)",
                      f"    acc = {init}", f"    while i < {size}:"]
            lines += _unravel("i", shape, idx, "        ")
            lines += [f"        v = x[{full_idx}]",
                      f"        acc = {kx.update_expr(kind, 'acc', 'v', acc_dt, 'cuda')}",
                      "        i += stride",
                      "    s[tid] = acc", "    cuda.syncthreads()", "    step = TPB // 2",
                      "    while step > 0:", "        if tid < step:",
                      "            a = s[tid]", "            b = s[tid + step]",
                      f"            s[tid] = {comb}", "        cuda.syncthreads()", "        step //= 2",
                      "    if tid == 0:", f"        cuda.atomic.{atomic}(out, 0, s[0])", ""]
            fin = f"acc[0] / {count}" if kind == "mean" else "acc[0]"
            lines += [f"def _launch_{name}(x):",
                      "    x = _dev(x)",
                      f"    out = cuda.to_device(np.array([{init}], np.{_np_name(acc_dt)}))",
                      f"    {name}[_blocks({size}), TPB](x, out)",
                      "    acc = out.copy_to_host()",
                      f"    v = np.{_np_name(out_dt)}({fin})"]
            if out_aval.ndim == 0:
                lines.append("    return v")
            else:
                lines.append(f"    return cuda.to_device(np.full({kx.shape_text(out_aval.shape)}, v, "
                             f"np.{_np_name(out_dt)}))")
            self.parts.append("\n".join(lines) + "\n")
            return f"_launch_{name}"
        kept_dims = [d for d in range(nd) if d not in axes]
        red_dims = [d for d in range(nd) if d in axes]
        ksize = int(np.prod([shape[d] for d in kept_dims])) if kept_dims else 1
        kept_shape = tuple(1 if d in axes else shape[d] for d in range(nd))
        kidx = ", ".join("0" if d in axes else f"i{d}" for d in range(nd)) if nd else "()"
        lines += ["@cuda.jit", f"def {name}(x, out):", "    j = cuda.grid(1)", "    stride = cuda.gridsize(1)",
                  f"    while j < {ksize}:"]
        lines += _unravel("j", [shape[d] for d in kept_dims], [f"i{d}" for d in kept_dims], "        ")
        lines += [f"        acc = {init}",
                  f"        for r in range({int(np.prod([shape[d] for d in red_dims])) if red_dims else 1}):"]
        lines += _unravel("r", [shape[d] for d in red_dims], [f"i{d}" for d in red_dims], "            ")
        lines += [f"            v = x[{full_idx}]",
                  f"            acc = {kx.update_expr(kind, 'acc', 'v', acc_dt, 'cuda')}"]
        fin = f"acc / {count}" if kind == "mean" else "acc"
        lines += [f"        out[{kidx}] = {kx.ctor(out_dt)}({fin})", "        j += stride", ""]
        lines += [f"def _launch_{name}(x):",
                  "    x = _dev(x)",
                  f"    out = cuda.device_array({kx.shape_text(kept_shape)}, np.{_np_name(out_dt)})",
                  f"    {name}[_blocks({ksize}), TPB](x, out)"]
        if out_aval.ndim == 0:
            lines.append(f"    return np.{_np_name(out_dt)}(out.copy_to_host().reshape(())[()])")
        elif tuple(out_aval.shape) != kept_shape:
            lines.append(f"    return out.reshape({kx.shape_text(out_aval.shape)})")
        else:
            lines.append("    return out")
        self.parts.append("\n".join(lines) + "\n")
        return f"_launch_{name}"

    def source(self) -> str:
        return "\n\n".join(self.parts)


def _np_name(dt: Any) -> str:
    dt = np.dtype(dt)
    return "bool_" if dt.kind == "b" else dt.name


def _nb_type(dt: Any) -> str:
    """The numba type name (imported in the kernel module) for a shared-memory accumulator."""
    dt = np.dtype(dt)
    if dt.kind == "f":
        return dt.name
    return "boolean" if dt.kind == "b" else "int64"


#: This backend's per-op rules for single (unfused) nodes: ``rule(emitter, node, outs) -> str | None``
#: (None: the rule does not apply to this node, which then runs on the host).
LOWERINGS: Dict[str, Callable[..., Optional[str]]] = {}


def register_lowering(op: Any) -> Callable[..., Any]:
    """``@register_lowering("MatMul")``: a rule of :data:`LOWERINGS`."""
    return kx.register_lowering(op, LOWERINGS)


@register_lowering("MatMul")
def _lower_matmul(em: Any, n: Node, outs: List[str]) -> Optional[str]:
    if not kx.plain_matmul(n):
        return None
    a, b = (em.ref(i) for i in n.inputs)
    ta, tb = bool(n.op.attrs.get("transpose_a")), bool(n.op.attrs.get("transpose_b"))
    return f"{outs[0]} = _matmul({a}, {b}, {ta}, {tb})"


def _lower_view(em: Any, n: Node, outs: List[str]) -> Optional[str]:
    """Ops with the ``view`` trait: a device-side reshape of input 0."""
    if not (isinstance(n.inputs[0], Value) and _on_device(n.inputs[0])):
        return None
    return f"{outs[0]} = _reshape({em.ref(n.inputs[0])}, {kx.shape_text(n.outputs[0].aval.shape)})"


def _on_device(v: Any) -> bool:
    """Whether a value lives on the device (non-0-d, non-weak tensors do)."""
    a = getattr(v, "aval", None)
    return isinstance(v, Value) and a is not None and not a.weak and a.ndim > 0


class CudaEmitter(python.PyEmitter):
    """PyEmitter whose primitive calls launch CUDA kernels (or run on the host as a fallback)."""

    def __init__(self, graph: Graph, module: _Module):
        super().__init__(graph, kernel_hook=self._fused)
        self.module = module
        self.host_refs = False
        self.launchers: List[str] = []
        self.device_consts: Dict[int, str] = {}

    def ref(self, x: Any) -> str:
        """The text of ``x`` where a graph value is expected: device arrays for tensors.

        Inside a host-fallback call (``host_refs``) device values are copied out and constants
        are the host arrays; everywhere else (loop-carried and branch values, fused-group
        operands, launch arguments) a constant array is its device copy -- otherwise a host array
        would flow on as a graph value and reach a kernel launch.
        """
        if self.host_refs:
            r = super().ref(x)
            return f"_h({r})" if _on_device(x) else r
        if isinstance(x, Const) and _device_const(x.value):
            return self.device_const(x.value)
        return super().ref(x)

    def device_const(self, value: np.ndarray) -> str:
        """The helper name of ``value`` uploaded to the device (once per array, contiguously)."""
        name = self.device_consts.get(id(value))
        if name is None:
            name = self.device_consts[id(value)] = self.helper(_DeviceConst(value), "_dc")
        return name

    def _args(self, params: List[Any]) -> str:
        out = []
        for p in params:
            if p.kind == "array" and not isinstance(p.source, Value):
                out.append(self.device_const(p.source.value))
            elif p.kind == "scalar":
                out.append(f"_np.{_np_name(p.dtype)}({self.ref(p.source)})")
            else:
                out.append(self.ref(p.source))
        return ", ".join(out)

    def _launch(self, launcher: str) -> str:
        self.launchers.append(launcher)
        return launcher

    # fused groups ---------------------------------------------------------------------------
    def _fused(self, em: Any, n: Node, outs: List[str], indent: str) -> Optional[bool]:
        if n.op is not Struct.FUSED:
            return None
        domain = tuple(n.attrs.get("_domain", ()))
        if not domain:
            return None                     # 0-d: host scalars, inline (numpy) is right
        blk = n.blocks[0]
        reds = [m for m in blk.nodes if reduction_info(m) is not None and not _is_ew(m)]
        ew = [m for m in blk.nodes if m not in reds]
        for p, i in zip(blk.params, n.inputs):
            self.names[p.id] = self.ref(i)
        needed: List[Value] = []
        produced = {m.outputs[0].id for m in ew}
        for r in blk.results:
            if isinstance(r, Value) and r.id in produced and r not in needed:
                needed.append(r)
        for m in reds:
            x = m.inputs[0]
            if isinstance(x, Value) and x.id in produced and x not in needed:
                needed.append(x)
        if ew and needed:
            launcher, params = self.module.elementwise(ew, list(blk.params), list(blk.params), needed,
                                                       domain, n)
            lhs = ", ".join(self.name(v) for v in needed)
            self.emit(f"{lhs} = {self._launch(launcher)}({self._args(params)})", indent, n.loc, n.origin)
        for m in reds:
            launcher = self.module.reduction(m, reduction_info(m))
            self.emit(f"{self.name(m.outputs[0])} = {self._launch(launcher)}({self.ref(m.inputs[0])})",
                      indent, m.loc, m.origin)
        for o, r in zip(outs, blk.results):
            self.emit(f"{o} = {self.ref(r)}", indent)
        return True

    # single primitives ------------------------------------------------------------------------
    def call_text(self, n: Node, outs: List[str]) -> str:
        if len(n.outputs) == 1 and _on_device(n.outputs[0]):
            out = n.outputs[0]
            if _is_ew(n):
                vals: List[Value] = []
                for i in n.inputs:
                    if isinstance(i, Value) and i not in vals:
                        vals.append(i)
                launcher, params = self.module.elementwise([n], vals, vals, [out], tuple(out.aval.shape), n)
                return f"{outs[0]} = {self._launch(launcher)}({self._args(params)})"
            od = n.opdef
            rule = LOWERINGS.get(od.name) if od is not None else None
            if rule is None and getattr(od, "view", False):
                rule = _lower_view
            text = rule(self, n, outs) if rule is not None else None
            if text is not None:
                return text
        info = reduction_info(n)
        if info is not None and info["in_shape"] and _on_device(n.inputs[0]):
            launcher = self.module.reduction(n, info)
            return f"{outs[0]} = {self._launch(launcher)}({self.ref(n.inputs[0])})"
        # Host fallback: copy device operands out, run numpy, copy array results back.
        self.host_refs = True
        try:
            call = super().call_text(n, [])
        finally:
            self.host_refs = False
        if not outs:
            return call
        if len(outs) == 1:
            if n.outputs[0].aval is not None and n.outputs[0].aval.weak:
                return f"{outs[0]} = _weak({call})"
            return f"{outs[0]} = _d({call})"
        return f"{', '.join(outs)} = _dall({call})"


class _DeviceConst:
    """A constant array uploaded to the device on first use."""

    def __init__(self, value: np.ndarray):
        self.value = value
        self.dev = None

    def get(self) -> Any:
        if self.dev is None:
            from numba import cuda

            self.dev = to_device(self.value)
        return self.dev


def _device_const(value: Any) -> bool:
    """Whether a constant stands for a device tensor (an array with at least one dimension)."""
    return isinstance(value, np.ndarray) and value.ndim > 0


def _is_ew(n: Node) -> bool:
    return is_elementwise(n)


def _runtime_helpers(cuda: Any, dev: Any) -> Dict[str, Any]:
    """The generated function's helpers; ``dev`` is the kernel module's ``_dev`` (host-array guard)."""
    dev_type = type(cuda.to_device(np.zeros(1, np.float32)))

    def _h(x: Any) -> Any:
        return x.copy_to_host() if isinstance(x, dev_type) else x

    def _d(x: Any) -> Any:
        if isinstance(x, np.ndarray):
            if x.ndim == 0:
                return x[()]
            return to_device(x)
        if isinstance(x, _DeviceConst):
            return x.get()
        return x

    def _dall(xs: Any) -> Any:
        return tuple(_d(x) for x in xs)

    def _reshape(x: Any, shape: tuple) -> Any:
        x = dev(x)                     # graph values are device arrays (see _dev)
        return x.reshape(shape) if x.is_c_contiguous() else cuda.to_device(x.copy_to_host().reshape(shape))

    return {"_h": _h, "_d": _d, "_dall": _dall, "_reshape": _reshape}


def generate(graph: Graph, opts: Any) -> python.GeneratedCode:
    """Generate and load the CUDA version of ``graph`` (raises DeviceError without a GPU)."""
    cuda = _cuda()
    module = _Module(graph)
    em = CudaEmitter(graph, module)
    params = [em.name(p) for p in graph.params] + [em.name(v) for _, v in graph.param_refs]
    em.emit(f"def {python._ident(graph.name)}({', '.join(params)}):", "", graph.loc)
    for p in list(graph.params) + [v for _, v in graph.param_refs]:
        em.emit(f"{em.name(p)} = _d({em.name(p)})", "    ")
    em.block(python._with_results(graph.block, graph.writes), "    ", release=True)   # frees device memory early
    em.host_refs = True                 # results and Parameter writes leave as host arrays
    res = [em.ref(r) for r in graph.block.results]
    writes = [em.ref(v) for _, v in graph.writes]
    em.host_refs = False
    em.emit(f"return ({''.join(r + ', ' for r in res)}), ({''.join(w + ', ' for w in writes)})", "    ")
    body = "\n".join(em.lines) + "\n"
    kernels = module.source()
    digest = hashlib.sha1((body + kernels).encode()).hexdigest()[:12]
    kfile = f"<msgraph-cuda-kernels {graph.name} {digest}>"
    from ..frontend.source import register_source

    register_source(kfile, kernels)
    kns: Dict[str, Any] = {"__name__": f"_msgraph_cuda_{digest}"}
    exec(compile(kernels, kfile, "exec"), kns)
    ns = dict(em.ns)
    ns.update(_runtime_helpers(cuda, kns["_dev"]))
    ns["_matmul"] = kns["_matmul"]
    for name in em.launchers:
        ns[name] = kns[name]
    for k, v in list(ns.items()):
        if isinstance(v, _DeviceConst):
            ns[k] = v.get()
    filename = f"<msgraph-{getattr(opts, 'jit_level', 'O1')}-cuda {graph.name} {digest}>"
    register_source(filename, body)
    exec(compile(body, filename, "exec"), ns)
    source = body + "\n\n# ---- CUDA kernels (msgraph.codegen.numba_cuda) ----\n" + kernels
    return python.GeneratedCode(source, filename, ns[python._ident(graph.name)], em.line_map)


def available() -> bool:
    """Whether GPU compilation would work here (a GPU, or the simulator)."""
    try:
        _cuda()
        return True
    except DeviceError:
        return False


__all__ = ["DeviceError", "HostArrayError", "generate", "available", "simulator", "strict"]
