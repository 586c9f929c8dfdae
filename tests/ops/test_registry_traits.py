"""Every op in the registry carries the rules the backends and autodiff need.

Enumerates ``msgraph.ops.OPS`` and fails when an op declares a trait no backend can honour, or
lacks a rule: an elementwise op without a CPU lowering, a kernel calling a function the
transcendental table or a backend's ``math`` does not have, a float literal a float32 kernel would
compute in float64, a differentiable op without a bprop, a lowering table entry for an unknown op.
"""
from __future__ import annotations

import ast
import inspect
import math

import numpy as np
import pytest

from msgraph.codegen import numba_cpu, numba_cuda, numba_whole
from msgraph.codegen.transcendentals import TABLE
from msgraph.ops.registry import OPS, OpKind, bprop_getters, ops_without_bprop

ELEMENTWISE = sorted(n for n, op in OPS.items() if op.kind is OpKind.ELEMENTWISE)
REDUCTION_KINDS = {"sum", "mean", "prod", "max", "min", "all", "any"}   # numba_cpu._emit_reduction / CUDA


def _arity(op) -> int:
    ps = [p for p in inspect.signature(op.kernel).parameters.values()
          if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty]
    return len(ps) - 1          # minus the output dtype


def _kernel_tree(op, dtype) -> ast.Expression:
    n = _arity(op)
    text = op.kernel(np.dtype(dtype), *[f"a{k}" for k in range(n)], **op.attr_defaults)
    return ast.parse(text, mode="eval")


def _calls(tree: ast.AST, namespace: str):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == namespace:
            yield node.func.attr


@pytest.mark.parametrize("name", ELEMENTWISE)
def test_elementwise_op_has_a_cpu_lowering(name):
    op = OPS[name]
    assert op.kernel is not None or name in numba_cpu.LOWERINGS, \
        f"elementwise op {name} has neither a registry kernel nor a numba_cpu lowering"


@pytest.mark.parametrize("name", [n for n in ELEMENTWISE if OPS[n].kernel is not None])
@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.bool_])
def test_kernel_is_one_expression_of_known_functions(name, dtype):
    op = OPS[name]
    tree = _kernel_tree(op, dtype)
    for fn in _calls(tree, "vm"):
        assert fn in TABLE, f"{name}'s kernel calls vm.{fn}, which is not in codegen/transcendentals.TABLE"
    for fn in _calls(tree, "math"):
        assert hasattr(np, fn), f"{name}'s kernel calls math.{fn}: the CPU kernels bind math to numpy, which lacks it"
        assert hasattr(math, fn), f"{name}'s kernel calls math.{fn}, which CUDA's math lacks"


@pytest.mark.parametrize("name", [n for n in ELEMENTWISE if OPS[n].kernel is not None])
def test_float32_kernels_type_their_float_literals(name):
    """A bare ``0.5`` in a float32 kernel would make Numba compute in float64 (and round twice):
    kernels write float literals with ``ops._helpers.flit``/``lit`` (``np.float32(0.5)``)."""
    tree = _kernel_tree(OPS[name], np.float32)
    typed = set()
    for node in ast.walk(tree):
        # np.float32(0.5), np.float32(-0.5); np.float64(c) where a kernel computes in double on purpose
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("float32",
                                                                                                       "float64"):
            typed.update(id(a.operand if isinstance(a, ast.UnaryOp) else a) for a in node.args)
    bare = [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, float) and id(node) not in typed]
    assert not bare, f"{name}'s float32 kernel has untyped float literals {bare}"


def test_differentiable_ops_have_a_bprop():
    assert ops_without_bprop() == [], "give these ops a bprop or declare them differentiable=False"


@pytest.mark.parametrize("name", sorted(OPS))
def test_traits_are_consistent(name):
    op = OPS[name]
    assert isinstance(op.cost, int) and op.cost >= 1
    if op.reduction is not None:
        assert op.kind is OpKind.REDUCTION and op.reduction in REDUCTION_KINDS, (name, op.reduction)
    if op.view:
        assert op.kind is OpKind.SHAPE and op.n_outputs == 1, f"{name}: only single-output shape ops can be views"
    if op.identities or op.fill is not None or op.no_cast:
        assert op.kind is OpKind.ELEMENTWISE, f"{name}: identities/fill/no_cast are traits of elementwise ops"
    arity = _arity(op) if op.kernel is not None else None
    for k, _ in op.identities:
        assert arity == 2 and k in (0, 1), f"{name}: identities need a binary op"
    if op.fill is not None:
        assert arity == 1, f"{name}: a fill-like op has one input"
    for k in op.no_cast:
        assert arity is None or 0 <= k < arity, f"{name}: no_cast position {k} out of range"
    if op.writes_input is not None:
        assert op.writes_input >= 0
    if not op.differentiable:
        assert bprop_getters.lookup(op.prim_class) is None, f"{name} is not differentiable but has a bprop"


@pytest.mark.parametrize("table", [numba_cpu.LOWERINGS, numba_cuda.LOWERINGS, numba_whole.LOWERINGS],
                         ids=["cpu", "cuda", "whole"])
def test_lowering_tables_name_registered_ops(table):
    assert set(table) <= set(OPS), sorted(set(table) - set(OPS))


def test_transcendental_table_is_complete():
    for name, row in TABLE.items():
        assert callable(row.numpy) and callable(row.libm) and callable(row.device), name
    pytest.importorskip("numba")
    from msgraph.codegen import _vm_fallback, vecmath

    for name, row in TABLE.items():
        assert callable(getattr(vecmath, name)) and callable(getattr(_vm_fallback, name)), name
        assert getattr(vecmath, name).algorithm is getattr(vecmath, row.vector), name
    used = {fn for n in ELEMENTWISE if OPS[n].kernel is not None for fn in _calls(_kernel_tree(OPS[n], np.float32), "vm")}
    assert used <= set(TABLE)


def test_operations_exports_the_public_primitives():
    """``ops.operations`` (MindSpore's ``P``) derives from the registry: every public op's class,
    none of the compiler-internal ones (``public=False``)."""
    from msgraph import ops
    from msgraph.ops import operations as P

    for name, op in OPS.items():
        cls = op.prim_class
        if op.public:
            assert getattr(P, cls.__name__) is cls and getattr(ops, cls.__name__) is cls, name
        else:
            # (a public class of the same name may exist: MindSpore's 5-output BatchNorm over the internal fused one)
            assert getattr(P, cls.__name__, None) is not cls, f"internal op {name} is exported"
    assert P.RealDiv.op is OPS["Div"] and P.Primitive is ops.Primitive


def test_init_rule_runs_when_the_primitive_is_built():
    """OpDef.init_rule: MindSpore's construction-time checks and normal forms, with the constructor's arguments."""
    from msgraph import ops
    from msgraph.errors import ShapeError

    seen = []
    op = OPS["MaxPool"]
    rule = op.init_rule
    try:
        op.init_rule = lambda p, args, kwargs: seen.append((dict(p.attrs), args, kwargs))
        ops.MaxPool(2, strides=1)
    finally:
        op.init_rule = rule
    assert seen == [({**op.attr_defaults, "kernel_size": 2, "strides": 1}, (2,), {"strides": 1})]
    with pytest.raises(ShapeError):
        ops.MaxPool(2, 2, "pad")            # MindSpore 2.10: pad_mode VALID / SAME only, when built
    ops.MaxPool(2, 2, "pad", pad=1)         # msgraph's own function forms pass explicit pads
    assert ops.Softmax(1).axis == (1,) and ops.Softmax([0, 1]).axis == (0, 1)


def test_grad_prims_compute_in_the_first_input_dtype():
    """SqrtGrad & co.: the output has y's dtype in the impl and in Graph-mode inference (promote), and the user's
    call of a mixed float/int pair is refused (call_check) while msgraph's bprops are not checked."""
    from msgraph.common.aval import Aval
    from msgraph.errors import DTypeError
    from msgraph.ops.grad_prim_checks import _RULES

    for name in set(_RULES) - {"ReciprocalGrad"}:   # (a composite primitive, checked in its own call)
        op = OPS[name]
        assert op.call_check is not None, name
        y, dy = np.full((2,), 0.5, np.float16), np.ones((2,), np.float32)
        assert op.impl(y, dy).dtype == np.float16, name
        assert op.infer(Aval((2,), np.dtype(np.float16)), Aval((2,), np.dtype(np.float32))).dtype == np.float16
        with pytest.raises(DTypeError):
            op.call_check(op.prim_class(), np.ones(2, np.float32), np.ones(2, np.int32))


def test_constant_attrs_trait_refuses_run_time_numbers():
    """OpDef.constant_attrs (Stack, Sort): MindSpore 2.10 builds the primitive while compiling, so an attribute given
    a number known only when the graph runs is its TypeError; an op without the trait computes with it."""
    import msgraph as ms
    from msgraph import Tensor, ops
    from msgraph.errors import GraphTypeError

    assert sorted(n for n, op in OPS.items() if op.constant_attrs) == ["Sort", "Stack"]
    x = Tensor(np.arange(6.0, dtype=np.float32).reshape(2, 3))

    @ms.jit
    def stack(x, t):
        return ops.stack([x, x], int(t))

    @ms.jit
    def cat(x, t):
        return ops.cat([x, x], int(t))

    with pytest.raises(GraphTypeError, match="When creating an instance of 'Stack'"):
        stack(x, Tensor(1))
    assert cat(x, Tensor(1)).shape == (2, 6)
