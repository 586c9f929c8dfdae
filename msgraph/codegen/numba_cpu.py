"""Fused IR groups -> Numba ``@njit`` kernels (text generation here, compilation in ``load``).

One ``fused`` node becomes one kernel: explicit loops over the group's domain
(``prange`` on the outer loop when the work warrants it), every input indexed
with its own broadcasting, one local per member (no per-op temporaries), stores
only for the values used outside the group, and reductions accumulated in the
same loop (O2).  For ``relu(x*1.5+0.3)*sigmoid(x)`` on ``Float32[4096]``::

    @njit(cache=True, nogil=True, error_model="numpy", parallel=False)
    def k0_f(x):
        c0 = np.float32(1.5)
        c1 = np.float32(0.3)
        out0 = np.empty((4096,), np.float32)
        for i0 in range(4096):
            x_ = x[i0]
            t0 = np.float32((x_ * c0))                                  # demo.py:3 Mul
            t1 = np.float32((t0 + c1))                                  # demo.py:3 Add
            t2 = np.float32((t1 if not (t1 <= np.float32(0.0)) else np.float32(0.0)))  # demo.py:3 ReLU
            t3 = np.float32(vm.sigmoid(x_))                             # demo.py:3 Sigmoid
            t4 = np.float32((t2 * t3))                                  # demo.py:3 Mul
            out0[i0] = t4
        return out0

dtype fidelity: every member's value is cast to the dtype PyNative produces
(``np.float32(...)``), Python-scalar constants are typed the way numpy 2's weak
promotion types them (``float32 * 2.0`` multiplies by ``np.float32(2.0)``),
op kernels type their own float literals (``ops._helpers.lit``), and mixed
tensor dtypes are converted to numpy's result type before the op.  Sums
accumulate in float64 (int64 for integers) and are cast at the end.

Lowering (:mod:`msgraph.codegen.kernel_expr`, shared with the CUDA kernels): a
member's scalar expression is its op's rule in :data:`LOWERINGS`
(``@register_lowering("Cast")``), else the op's registry kernel.  Kernel text
calls two namespaces that each backend binds in its module header: ``vm.*``
(the transcendental table, :mod:`msgraph.codegen.transcendentals`; here
:mod:`msgraph.codegen.vecmath`, which LLVM vectorizes, no SVML needed) and
``math.*`` (libm; here numpy's ufuncs: Numba's ``math.floor`` returns an int).

Nothing here imports numba at module import time; :func:`load` does.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Dict, List, Optional, Sequence, Tuple

import numpy as np

from ..ir.analysis import is_elementwise, reduction_info
from ..ir.nodes import Const, Node, Struct, Value
from .kernel_expr import (LOWERINGS, acc_dtype, ctor, ident, index_expr, init_literal, loc_comment,  # noqa: F401
                          member_cost, member_expr, register_lowering, shape_text, typed_literal, update_expr,
                          used_loads)

#: Version of the generated-code format; part of the disk-cache key.
CODEGEN_VERSION = "numba-cpu-2"

#: Estimated work above which a kernel uses ``prange``: elements x (4 + summed ``OpDef.cost``),
#: roughly 0.035 ns per unit single-threaded on the 2-core reference machine, so the
#: threshold is ~200 us of sequential work -- launching the workqueue threads costs
#: 10-60 us there, and two cores can at best halve the rest.
PARALLEL_MIN_WORK = 6_000_000


class Param:
    """One kernel argument: a block parameter or a constant array."""

    __slots__ = ("name", "kind", "dtype", "shape", "source")

    def __init__(self, name: str, kind: str, dtype: np.dtype, shape: tuple, source: Any):
        self.name = name
        self.kind = kind        # "array", "scalar" (0-d, passed as x[()]), "weak" (Python scalar)
        self.dtype = np.dtype(dtype)
        self.shape = tuple(shape)
        self.source = source    # the node input (Value) or Const this argument carries


class KernelSpec:
    """A generated kernel: its name, source text, arguments, outputs and settings."""

    def __init__(self, name: str, source: str, params: List[Param], outputs: List[Tuple[tuple, np.dtype]],
                 parallel: bool, node: Node, scalar0d: bool):
        self.name = name
        self.source = source
        self.params = params
        self.outputs = outputs
        self.parallel = parallel
        self.node = node
        self.scalar0d = scalar0d

    def numba_signature(self) -> Any:
        """The eager-compile signature (C-contiguous arrays, typed scalars)."""
        return signature_from_desc(signature_desc(self.params))


def signature_desc(params: Sequence[Any]) -> List[Any]:
    """A kernel's signature as plain data (JSON-able): [kind, dtype name, ndim] per parameter."""
    return [[p.kind, p.dtype.name, len(p.shape) if p.kind == "array" else 0] for p in params]


def signature_from_desc(desc: Sequence[Any]) -> Any:
    """Numba types for a :meth:`KernelSpec.signature_desc` (also used by the compile process)."""
    from numba import types

    def scal(name: str) -> Any:
        return types.boolean if name == "bool" else getattr(types, name)

    args = []
    for kind, name, ndim in desc:
        if kind == "array":
            args.append(types.Array(scal(name), ndim, "C"))
        elif kind == "weak":
            kd = np.dtype(name).kind
            args.append(types.boolean if kd == "b" else (types.int64 if kd in "iu" else types.float64))
        else:
            args.append(scal(name))
    return tuple(args)


def _reduction(n: Node) -> Optional[Dict[str, Any]]:
    return reduction_info(n)


@dataclasses.dataclass
class KernelPlan:
    """What :func:`kernel_for` generates: ``members`` computed over the loop ``domain``.

    ``params`` are the values the members read (block parameters), ``inputs`` what the call
    site passes for them (same order), ``results`` the values the kernel returns, ``reductions``
    the ids of the members accumulated as reductions, ``node`` the IR node the kernel stands for
    (its location heads the kernel).  ``scalar0d``: 0-d values are Numba scalars in and out
    (whole-graph mode).  ``parallel``: None decides by the work estimate."""

    name: str
    members: Sequence[Node]
    params: Sequence[Value]
    inputs: Sequence[Any]
    results: Sequence[Any]
    domain: tuple
    reductions: set
    node: Node
    scalar0d: bool = False
    parallel: Optional[bool] = None


def fused_kernel(node: Node, name: str, scalar0d: bool = False,
                 parallel: Optional[bool] = None) -> KernelSpec:
    """Generate the kernel for one ``fused`` node.

    ``scalar0d``: 0-d values are Numba scalars in and out (whole-graph mode); otherwise
    0-d inputs arrive as scalars (the call site passes ``x[()]``) and 0-d outputs are
    returned as 0-d arrays (a Numba scalar would box as a Python float and lose its dtype).
    """
    assert node.op is Struct.FUSED
    blk = node.blocks[0]
    return kernel_for(KernelPlan(name, blk.nodes, blk.params, node.inputs, blk.results,
                                 tuple(node.attrs.get("_domain", ())), _red_ids(node), node, scalar0d, parallel))


def single_kernel(n: Node, name: str, scalar0d: bool = False) -> KernelSpec:
    """A kernel for one unfused elementwise or reduction node (whole-graph mode)."""
    vals = []
    for i in n.inputs:
        if isinstance(i, Value) and i not in vals:
            vals.append(i)
    if is_elementwise(n):
        return kernel_for(KernelPlan(name, [n], vals, vals, list(n.outputs), tuple(n.outputs[0].aval.shape),
                                     set(), n, scalar0d, False))
    info = reduction_info(n)
    if info is None:
        raise ValueError(f"{n.name} is neither elementwise nor a fusible reduction")
    return kernel_for(KernelPlan(name, [n], vals, vals, list(n.outputs), info["in_shape"], {id(n)}, n,
                                 scalar0d, False))


def kernel_for(plan: KernelPlan) -> KernelSpec:
    """Generate the kernel of ``plan`` (see :func:`fused_kernel`)."""
    name, members, bparams, inputs, results = plan.name, plan.members, plan.params, plan.inputs, plan.results
    domain, node, scalar0d, parallel = plan.domain, plan.node, plan.scalar0d, plan.parallel
    nd = len(domain)
    reds = {id(m): _reduction(m) for m in members if id(m) in plan.reductions}
    size = int(np.prod(domain)) if domain else 1
    work = size * (4 + sum(member_cost(m) for m in members))

    # -- parallel decision ------------------------------------------------------------
    seq_only = any(r["kind"] in ("max", "min", "all", "any", "prod") or
                   (nd and 0 in r["axes"] and len(r["axes"]) != nd) for r in reds.values())
    if parallel is None:
        parallel = nd > 0 and not seq_only and work >= PARALLEL_MIN_WORK
    parallel = bool(parallel and nd > 0 and not seq_only)

    # -- arguments ------------------------------------------------------------------------
    params: List[Param] = []
    local: Dict[int, str] = {}          # value id -> expression in the loop body
    loads: List[str] = []
    for k, (p, src) in enumerate(zip(bparams, inputs)):
        a = p.aval
        pname = f"p{k}_{ident(p.name)}" if p.name else f"p{k}"
        if a.weak:
            params.append(Param(pname, "weak", a.dtype, (), src))
            local[p.id] = pname
        elif a.ndim == 0:
            params.append(Param(pname, "scalar", a.dtype, (), src))
            local[p.id] = pname
        else:
            params.append(Param(pname, "array", a.dtype, a.shape, src))
            local[p.id] = f"{pname}_"
            loads.append(f"{pname}_ = {pname}[{index_expr(a.shape, domain)}]")
    carrays: Dict[int, str] = {}
    for m in members:
        for i in m.inputs:
            if isinstance(i, Const) and isinstance(i.value, np.ndarray) and i.value.ndim > 0 \
                    and id(i.value) not in carrays:
                cname = f"a{len(carrays)}"
                carrays[id(i.value)] = cname
                params.append(Param(cname, "array", i.value.dtype, i.value.shape, i))
                loads.append(f"{cname}_ = {cname}[{index_expr(i.value.shape, domain)}]")
                local[-id(i.value) - 1] = f"{cname}_"

    consts: Dict[Tuple[str, str], str] = {}
    pre: List[str] = []

    def const(value: Any, dt: np.dtype) -> str:
        text = typed_literal(value, dt)
        key = (text, str(dt))
        if key not in consts:
            consts[key] = f"c{len(consts)}"
            pre.append(f"{consts[key]} = {text}")
        return consts[key]

    # -- outputs -----------------------------------------------------------------------------
    exported = {r.id: k for k, r in enumerate(results) if isinstance(r, Value)}
    out_names: List[str] = []
    outputs: List[Tuple[tuple, np.dtype]] = []
    allocs: List[str] = []
    for k, r in enumerate(results):
        outputs.append((tuple(r.aval.shape), r.aval.dtype))
        out_names.append(f"out{k}")

    body: List[str] = []
    post: List[str] = []
    ret: List[str] = list(out_names)
    for j, m in enumerate(members):
        red = reds.get(id(m))
        if red is not None:
            _emit_reduction(m, red, j, local, domain, body, pre, post, allocs, exported, out_names,
                            ret, scalar0d, parallel)
            continue
        expr = member_expr(m, local, const)
        t = f"t{j}"
        body.append(f"{t} = {expr}" + loc_comment(m))
        local[m.outputs[0].id] = t
        k = exported.get(m.outputs[0].id)
        if k is not None:
            oname = out_names[k]
            if nd == 0 and scalar0d:
                ret[k] = t
            else:
                allocs.append(f"{oname} = np.empty({shape_text(domain)}, {ctor(m.outputs[0].aval.dtype)})")
                body.append(f"{oname}[{index_expr(domain, domain)}] = {t}")

    # -- assemble ---------------------------------------------------------------------------
    args = ", ".join(p.name for p in params)
    lines = [f"def {name}({args}):"]
    ind = "    "
    lines += [ind + s for s in pre + allocs]
    depth = ind
    for d in range(nd):
        rng = "prange" if (d == 0 and parallel) else "range"
        lines.append(f"{depth}for i{d} in {rng}({domain[d]}):")
        depth += "    "
    lines += [depth + s for s in used_loads(loads, body)]
    lines += [depth + s for s in body]
    lines += [ind + s for s in post]
    if len(ret) == 1:
        lines.append(f"{ind}return {ret[0]}")
    else:
        lines.append(f"{ind}return {', '.join(ret)}" if ret else f"{ind}return None")
    deco = (f'@njit(cache=True, nogil=True, error_model="numpy", parallel={parallel})')
    head = f"# fused group at {loc_comment(node).strip('# ').strip()}: domain {list(domain)}"
    source = "\n".join([head, deco] + lines) + "\n"
    return KernelSpec(name, source, params, outputs, parallel, node, scalar0d)


def kernel_key(spec: KernelSpec) -> tuple:
    """What makes two kernels the same compiled code: the text without its name, ``#`` comments
    (source lines) and argument names (``p1_a_bias`` and ``p1_b_bias`` of two twin layers are both
    ``p1``), and each argument's kind, dtype and rank."""
    lines = []
    for line in spec.source.splitlines():
        code = line.split("  #", 1)[0].rstrip()
        if code and not code.lstrip().startswith("#"):
            lines.append(code.replace(f"def {spec.name}(", "def _(", 1))
    text = "\n".join(lines)
    for k, p in enumerate(spec.params):
        if p.name != f"p{k}":
            text = re.sub(rf"\b{re.escape(p.name)}", f"p{k}", text)
    return (text, tuple((p.kind, p.dtype.str, len(p.shape)) for p in spec.params))


def _red_ids(node: Node) -> set:
    if not node.attrs.get("_reductions"):
        return set()
    return {id(m) for m in node.blocks[0].nodes if reduction_info(m) is not None
            and not _is_elementwise(m)}


def _is_elementwise(m: Node) -> bool:
    return is_elementwise(m)


def _emit_reduction(m: Node, red: Dict[str, Any], j: int, local: Dict[int, str], domain: tuple,
                    body: List[str], pre: List[str], post: List[str], allocs: List[str],
                    exported: Dict[int, int], out_names: List[str], ret: List[str], scalar0d: bool,
                    parallel: bool) -> None:
    kind, axes = red["kind"], red["axes"]
    x = m.inputs[0]
    v = local[x.id]
    in_dt = x.aval.dtype
    out_aval = m.outputs[0].aval
    out_dt = out_aval.dtype
    acc_dt = acc_dtype(kind, in_dt, out_dt)
    nd = len(domain)
    count = int(np.prod([domain[a] for a in axes])) if axes else 1
    k = exported[m.outputs[0].id]
    oname = out_names[k]
    acc = f"r{j}"
    cm = loc_comment(m)
    full = len(axes) == nd
    if full:
        pre.append(f"{acc} = {init_literal(kind, acc_dt)}")
        if kind in ("sum", "mean") and parallel:
            body.append(f"{acc} += {ctor(acc_dt)}({v})" + cm)
        else:
            body.append(f"{acc} = {update_expr(kind, acc, v, acc_dt)}" + cm)
        fin = f"{acc} / {count}" if kind == "mean" else acc
        fin = f"{ctor(out_dt)}({fin})"
        if scalar0d and out_aval.ndim == 0:
            ret[k] = f"{oname}"
            post.append(f"{oname} = {fin}")
        else:
            post.append(f"{oname} = np.empty({shape_text(out_aval.shape)}, {ctor(out_dt)})")
            idx = "()" if out_aval.ndim == 0 else ", ".join("0" for _ in out_aval.shape)
            post.append(f"{oname}[{idx}] = {fin}")
        return
    kept = tuple(1 if d in axes else domain[d] for d in range(nd))
    pre.append(f"{acc} = np.full({shape_text(kept)}, {init_literal(kind, acc_dt)}, {ctor(acc_dt)})")
    idx = ", ".join("0" if d in axes else f"i{d}" for d in range(nd))
    a = f"{acc}_"
    body.append(f"{a} = {acc}[{idx}]" + cm)
    body.append(f"{acc}[{idx}] = {update_expr(kind, a, v, acc_dt)}")
    if kind == "mean":
        post.append(f"{acc} = {acc} / {count}")
    post.append(f"{oname} = {acc}.astype({ctor(out_dt)}).reshape({shape_text(out_aval.shape)})")


# ---------------------------------------------------------------------------------------
# Module text
# ---------------------------------------------------------------------------------------
MODULE_HEADER = '''"""msgraph generated Numba kernels for graph {graph!r} (do not edit; content-addressed)."""
import numpy as np
import numpy as math  # the kernels' math.* (libm) functions: numpy's ufuncs (Numba's math.floor is an int)
import math as pymath  # Python's math: the scalar libm functions numpy lacks (erfc)
from numba import njit, prange
{vm_import}


# Accumulation with the reassoc flag only (it survives inlining): reductions vectorize, the
# rest of each kernel keeps strict IEEE semantics.
@njit(cache=True, nogil=True, error_model="numpy", fastmath={{"reassoc", "contract"}})
def _radd(a, b):
    return a + b


@njit(cache=True, nogil=True, error_model="numpy", fastmath={{"reassoc", "contract"}})
def _rmul(a, b):
    return a * b

'''


def vm_import_line() -> str:
    """How generated modules import the vectorizable math (vecmath, or the libm fallback)."""
    import os

    if os.environ.get("MSGRAPH_VECMATH", "1") == "0":
        return "from msgraph.codegen import _vm_fallback as vm"
    try:
        import importlib.util

        if importlib.util.find_spec("msgraph.codegen.vecmath") is not None:
            return "from msgraph.codegen import vecmath as vm"
    except (ImportError, ValueError):
        pass
    return "from msgraph.codegen import _vm_fallback as vm"


def module_source(graph_name: str, specs: Sequence[KernelSpec], extra: str = "") -> str:
    text = MODULE_HEADER.format(graph=graph_name, vm_import=vm_import_line())
    text += "\n\n".join(s.source for s in specs)
    if extra:
        text += "\n\n" + extra
    return text


# ---------------------------------------------------------------------------------------
# Loading: module file (disk cache) -> dispatchers compiled for the eager signatures
# ---------------------------------------------------------------------------------------
class KernelCompileError(RuntimeError):
    """Generated kernels failed to compile (the graph keeps running on the numpy backend)."""


def _exec_module(path: Optional[str], source: str, key: str) -> Any:
    import sys
    import types as pytypes

    modname = f"_msgraph_kernels_{key[:16]}"
    mod = pytypes.ModuleType(modname)
    if path is not None:
        with open(path, "r", encoding="utf-8") as f:
            text = f.read()
        filename = path
    else:
        text = source.replace("@njit(cache=True,", "@njit(cache=False,")
        filename = f"<msgraph-kernels {key[:12]}>"
        from ..frontend.source import register_source

        register_source(filename, text)
    mod.__file__ = filename
    sys.modules[modname] = mod
    exec(compile(text, filename, "exec"), mod.__dict__)
    return mod


def load(graph_name: str, specs: Sequence[KernelSpec], source: str, cache_root: Any = "") -> Dict[str, Any]:
    """Compile ``specs`` (whose module text is ``source``); name -> Numba dispatcher.

    Uses the disk cache when enabled; a corrupted Numba cache entry is purged and
    recompiled with a warning.  Raises :class:`KernelCompileError` if compiling fails.
    ``cache_root``: a :func:`~msgraph.runtime.disk_cache.snapshot` (default: the current settings).
    """
    from ..runtime import disk_cache
    from ..runtime.numba_env import ensure_numba, remember_modules

    ensure_numba()
    key = disk_cache.module_key(source, CODEGEN_VERSION)
    if cache_root == "":
        cache_root = disk_cache.snapshot()
    path = disk_cache.write_module(key, source, cache_root) if cache_root is not None else None
    if path is None:
        disk_cache.bump("uncached", len(specs))
    for attempt in (0, 1):
        try:
            mod = _exec_module(path, source, key)
            out = {}
            for s in specs:
                disp = getattr(mod, s.name)
                disp.compile(s.numba_signature())
                hits = sum(disp.stats.cache_hits.values())
                if path is not None:
                    disk_cache.bump("hits" if hits else "misses")
                out[s.name] = disp
            remember_modules()
            return out
        except Exception as exc:   # corrupted Numba cache data, or a codegen bug
            from numba.core.errors import NumbaError

            if path is None or attempt == 1 or isinstance(exc, NumbaError):
                raise KernelCompileError(f"compiling kernels of graph '{graph_name}' failed: "
                                         f"{type(exc).__name__}: {exc}") from exc
            disk_cache.bump("corrupt")
            disk_cache.warn(f"msgraph kernel cache: loading {path} failed ({type(exc).__name__}: {exc}); "
                            f"discarding its compiled code and recompiling.", disk_cache.CacheWarning)
            disk_cache.purge_numba_cache(path)
    raise AssertionError("unreachable")
