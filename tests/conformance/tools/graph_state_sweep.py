"""Graph-mode semantics sweep, third part: hooks and custom bprop, mixed precision, Parameter semantics, train/eval
toggles and 0-d Tensor scalars; MindSpore 2.10 vs msgraph, in Graph mode and PyNative.

Not run in CI (session 28, gss28).  A sibling of ``graph_syntax_sweep.py`` and ``graph_semantics_sweep.py``: it
adds families to their generator and uses the first tool's runner, output format and options unchanged (see its
docstring), modelled on MindSpore's st/pynative (hook, loss_scale, mixed_precision), st/compiler (tensor_hook,
gradient) and on what model-zoo training code does:

- ``hooks``: Cell ``bprop`` methods (using ``out``/``dout`` or not, returning tuples, one value, the wrong count,
  Parameters inside, nested in another Cell), ``register_forward_pre_hook`` / ``register_forward_hook`` /
  ``register_backward_hook`` / ``ops.HookBackward`` / ``Tensor.register_hook`` / ``ops.stop_gradient`` /
  ``ops.depend`` / ``ops.InsertGradientOf``, forward and under ``ms.grad``, in PyNative, on Cells called in Graph mode
  and through ``@ms.jit``; hook handles removed;
- ``amp``: ``Cell.to_float``, ``amp.auto_mixed_precision`` O0-O3, ``amp.build_train_network`` with loss scale
  managers and ``keep_batchnorm_fp32``, ``amp.custom_mixed_precision``, ``DynamicLossScaleManager`` /
  ``FixedLossScaleManager`` and ``nn.TrainOneStepWithLossScaleCell`` state (overflow, scale updates);
- ``params``: Parameter semantics: ``requires_grad=False``, ``set_data`` between Graph-mode calls (values, shape and
  dtype changes), ``clone``, ``ParameterTuple``, names (``parameters_dict`` / ``parameters_and_names`` order,
  collisions, ``insert_param_to_cell``, ``update_parameters_name``), Parameters as jit inputs, ``init_data``,
  ``copy``, ``layerwise_parallel``, Parameter arithmetic results;
- ``traintoggle``: ``set_train`` between Graph-mode calls (Dropout, BatchNorm moving statistics, ``self.training``
  branches), ``Cell.phase``, ``set_grad``, ``requires_grad``, the same Cell called in PyNative then Graph mode;
- ``trainwrap``: nn.WithLossCell / WithEvalCell / WithGradCell / ForwardValueAndGrad / TrainOneStepCell (sens, a
  subclass clipping its gradients), gradient accumulation, optimizer learning-rate schedules and parameter groups;
- ``tscalars``: 0-d and one-element Tensors of every dtype with Python numbers (comparisons, ``//``, ``%``,
  ``**``, negative zero, large ints), ``int()/float()/bool()/item()/tolist()`` of them, ``ms.mutable`` scalars
  beside them; result types and dtypes.

    python tests/conformance/tools/graph_state_sweep.py                    # the families above, both sides
    python tests/conformance/tools/graph_state_sweep.py -f hooks -v        # one family, with messages

Options as ``graph_syntax_sweep.py`` (``--save`` defaults to /tmp/gss28 here).

Measured (session 28, MindSpore 2.10 CPU): 2032 programs in 6 families; differing before the fixes -> after
(programs/gss28): 122 -> 80.  Per family: hooks 333 (51 -> 13), params 178 (7 -> 5), traintoggle 78 (2 -> 2),
amp 129 (3 -> 1), tscalars 1272 (57 -> 57), trainwrap 42 (2 -> 2).  The 80 left are triaged in docs/differences.md
("Session 28 (gss28)"): MindSpore plainly wrong or inconsistent between its modes (stale graphs after an attribute
or a child's ``set_train`` changed, uninitialised values after ``set_data`` with a new shape, ``.dtype`` of ``%``
results, Python ints out of an integer dtype's range compared exactly only by PyNative ``<``/``>``, ``// -0.0``,
hooks of a Cell both in a container and an attribute), MindSpore errors where msgraph computes (TensorToScalar of
float16/uint8, bool kernels, two training wrappers), ``Parameter.data`` being a Tensor there, and two
programs that fail in MindSpore only because an earlier program's hook error broke its PyNative gradient state.
Session 31 (sweep31, 2026-12-05): msgraph's side of the 2032 programs on main at e40f0a1d and at e64c8d19 (the end
of session 28): no program's result changed, so the counts above stand (the MindSpore side was not rerun).
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import graph_semantics_sweep as gsem  # noqa: E402
from graph_syntax_sweep import N, P, family, _ind  # noqa: E402

gss = gsem.gss
_both = gsem._both
OLD = set(gss.FAMILIES)

gss.PRELUDE += r'''
from mindspore import amp


def _grads(fn, *args):
    """Gradients of ``fn`` w.r.t. all its inputs."""
    return ops.GradOperation(get_all=True)(fn)(*args)


def XF():
    """A fresh [1, 2, 3] float32 Tensor (a hook registered on it stays with it)."""
    return ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def _seq(*fns):
    """Each thunk's value as a snapshot, in order (for programs with state across calls)."""
    out = []
    for f in fns:
        try:
            out.append(_fmt(f()))
        except Exception as e:
            out.append("ERR " + _cls(e))
    return tuple(out)
'''


# ---------------------------------------------------------------------------------------------
family("hooks")
BPROPS = {  # construct(self, x, y) / bprop(self, x, y, out, dout) of a Cell
    "dout": ("return x * y", "return dout * 2, dout * y"),
    "out": ("return x * y", "return out * dout, dout + x"),
    "const": ("return x * y", "return ops.ones_like(x), ops.zeros_like(y)"),
    "list": ("return x * y", "return [dout, dout]"),
    "one_value": ("return x * y", "return dout"),
    "three_values": ("return x * y", "return dout, dout, dout"),
    "tuple_out": ("return x * y, x + y", "return dout[0] + dout[1], dout[0] * 3"),
    "param_inside": ("return x * y * self.w", "return dout * self.w * 10, dout"),
    "int_dout": ("return x * y", "return dout.astype(ms.int32), dout"),
    "shape_wrong": ("return x * y", "return dout[:2], dout"),
    "if_in_bprop": ("return x * y", "if x.sum() > 2:\n    return dout * 2, dout\nreturn dout, dout * 2"),
    "none_grad": ("return x * y", "return dout, None"),
}
for bn, (fwd, bp) in BPROPS.items():
    src = (f"class BP@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
           f"        self.w = ms.Parameter(ms.Tensor(np.array([2.0, 2.0, 2.0], np.float32)), name='w')\n"
           f"    def construct(self, x, y):\n{_ind(fwd, 8)}\n"
           f"    def bprop(self, x, y, out, dout):\n{_ind(bp, 8)}\n"
           "class Outer@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.bp = BP@ID()\n"
           "    def construct(self, x, y):\n        r = self.bp(x * 1, y)\n        return r\n"
           "class G@ID(nn.Cell):\n    def __init__(self, net):\n        super().__init__()\n        self.net = net\n"
           "    def construct(self, x, y):\n        return ops.GradOperation(get_all=True)(self.net)(x, y)\n"
           "class GW@ID(nn.Cell):\n    def __init__(self, net):\n        super().__init__()\n        self.net = net\n"
           "        self.p = ms.ParameterTuple(net.trainable_params())\n"
           "    def construct(self, x, y):\n        return ops.GradOperation(get_by_list=True)(self.net, self.p)(x, y)\n")
    _both(f"bprop.{bn}.all", src + "g@ID = G@ID(BP@ID())\n", "g@ID(X, Y)")
    _both(f"bprop.{bn}.nested", src + "g@ID = G@ID(Outer@ID())\n", "g@ID(X, Y)")
    _both(f"bprop.{bn}.weights", src + "g@ID = GW@ID(BP@ID())\n", "g@ID(X, Y)")
    _both(f"bprop.{bn}.fwd", src + "g@ID = BP@ID()\n", "g@ID(X, Y)")
    P(f"bprop.{bn}.msgrad[pyn]", src + "g@ID = BP@ID()\n", "_pyn(lambda: ms.grad(g@ID, grad_position=(0, 1))(X, Y))")
# Cell hooks
HOOKFNS = """
def pre_add@ID(cell, inputs):
    return (inputs[0] + 1,)
def pre_none@ID(cell, inputs):
    return None
def pre_single@ID(cell, inputs):
    return inputs[0] * 2
def fwd_mul@ID(cell, inputs, output):
    return output * 3
def fwd_none@ID(cell, inputs, output):
    return None
def fwd_tuple@ID(cell, inputs, output):
    return (output, output)
def bwd_scale@ID(cell, grad_input, grad_output):
    return (grad_input[0] * 5,)
def bwd_none@ID(cell, grad_input, grad_output):
    return None
class Inner@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 0.5], np.float32)), name='w')
    def construct(self, x):
        return x * self.w
class Net@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner@ID()
    def construct(self, x):
        return self.inner(x) + x
"""
HOOKS = {
    "pre_add": "net@ID.inner.register_forward_pre_hook(pre_add@ID)",
    "pre_none": "net@ID.inner.register_forward_pre_hook(pre_none@ID)",
    "pre_single": "net@ID.inner.register_forward_pre_hook(pre_single@ID)",
    "fwd_mul": "net@ID.inner.register_forward_hook(fwd_mul@ID)",
    "fwd_none": "net@ID.inner.register_forward_hook(fwd_none@ID)",
    "fwd_tuple": "net@ID.inner.register_forward_hook(fwd_tuple@ID)",
    "pre_and_fwd": "net@ID.inner.register_forward_pre_hook(pre_add@ID)\nnet@ID.inner.register_forward_hook(fwd_mul@ID)",
    "two_fwd": "net@ID.inner.register_forward_hook(fwd_mul@ID)\nnet@ID.inner.register_forward_hook(fwd_mul@ID)",
    "removed": "h@ID = net@ID.inner.register_forward_hook(fwd_mul@ID)\nh@ID.remove()",
    "outer_fwd": "net@ID.register_forward_hook(fwd_mul@ID)",
    "bwd_scale": "net@ID.inner.register_backward_hook(bwd_scale@ID)",
    "bwd_none": "net@ID.inner.register_backward_hook(bwd_none@ID)",
    "bwd_removed": "h@ID = net@ID.inner.register_backward_hook(bwd_scale@ID)\nh@ID.remove()",
    "bwd_and_fwd": "net@ID.inner.register_backward_hook(bwd_scale@ID)\nnet@ID.inner.register_forward_hook(fwd_mul@ID)",
    "not_callable": "net@ID.inner.register_forward_hook('x')",
}
LATE = []   # programs run at the end of the family
for hn, reg in HOOKS.items():
    src = HOOKFNS + f"net@ID = Net@ID()\n{reg}\n"
    gsrc = src + ("class G@ID(nn.Cell):\n    def __init__(self, net):\n        super().__init__()\n        self.net = net\n"
                  "    def construct(self, x):\n        return ms.grad(self.net)(x)\n")
    P(f"cellhook.{hn}.fwd[pyn]", src, "_pyn(lambda: net@ID(X))")
    P(f"cellhook.{hn}.fwd[graph]", src, "net@ID(X)")
    P(f"cellhook.{hn}.grad[pyn]", src, "_pyn(lambda: ms.grad(net@ID)(X))")
    if hn.startswith("bwd"):   # (MindSpore hands such a hook None for the input: its error breaks later PyNative grads)
        LATE.append((f"cellhook.{hn}.gradw[pyn]", src, "_pyn(lambda: ms.grad(net@ID, None, net@ID.trainable_params())(X))"))
    else:
        P(f"cellhook.{hn}.gradw[pyn]", src, "_pyn(lambda: ms.grad(net@ID, None, net@ID.trainable_params())(X))")
    P(f"cellhook.{hn}.grad[graph]", gsrc, "G@ID(net@ID)(X)")
    P(f"cellhook.{hn}.jitcall[pyn]", src + "@ms.jit\ndef J@ID(x):\n    return net@ID(x)\n", "_pyn(lambda: J@ID(X))")
# hooks of Cells held in containers (Graph mode calls them without their hooks) and registered with_kwargs
CONT = {
    "celllist_index": ("self.cl = nn.CellList([Inner@ID(), Inner@ID()])", "return self.cl[0](x) + x", "net@ID.cl[0]"),
    "celllist_loop": ("self.cl = nn.CellList([Inner@ID(), Inner@ID()])", "for c in self.cl:\n    x = c(x)\nreturn x", "net@ID.cl[0]"),
    "sequential": ("self.s = nn.SequentialCell([Inner@ID(), Inner@ID()])", "return self.s(x)", "net@ID.s[1]"),
    "tuple_attr": ("self.t = (Inner@ID(), Inner@ID())", "return self.t[1](x)", "net@ID.t[1]"),
    "attr_and_list": ("self.a = Inner@ID()\nself.cl = nn.CellList([self.a])", "return self.cl[0](x) * 0 + self.a(x)", "net@ID.a"),
}
for cn, (init, body, target) in CONT.items():
    for hn, reg in (("fwd_mul", "register_forward_hook(fwd_mul@ID)"), ("pre_add", "register_forward_pre_hook(pre_add@ID)"),
                    ("bwd_scale", "register_backward_hook(bwd_scale@ID)")):
        src = (HOOKFNS + f"class C@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n{_ind(init, 8)}\n"
               f"    def construct(self, x):\n{_ind(body, 8)}\nnet@ID = C@ID()\n{target}.{reg}\n")
        P(f"container.{cn}.{hn}.fwd[graph]", src, "net@ID(X)")
        P(f"container.{cn}.{hn}.fwd[pyn]", src, "_pyn(lambda: net@ID(X))")
        P(f"container.{cn}.{hn}.grad[graph]", src + "@ms.jit\ndef G@ID(x):\n    return ms.grad(net@ID)(x)\n", "G@ID(X)")
        P(f"container.{cn}.{hn}.grad[pyn]", src, "_pyn(lambda: ms.grad(net@ID)(X))")
# function-level hooks
FH = {
    "hookbackward": ("hb@ID = ops.HookBackward(lambda g: print('g', g))\n",
                     "def F@ID(x, y):\n    z = hb@ID(x * y)\n    return z * 2"),
    "stop_gradient": ("", "def F@ID(x, y):\n    return ops.stop_gradient(x * y) + x * y"),
    "stop_gradient_tuple": ("", "def F@ID(x, y):\n    a, b = ops.stop_gradient((x * 2, y * 3))\n    return a * b + x"),
    "stop_gradient_int": ("", "def F@ID(x, y):\n    return ops.stop_gradient(2) * x * y"),
    "depend": ("", "def F@ID(x, y):\n    z = x * y\n    return ops.depend(z * 2, x + y)"),
    "depend_grad_dep": ("", "def F@ID(x, y):\n    return ops.depend(x * 2, y * y) * y"),
    "insert_grad_clip": ("ig@ID = ops.InsertGradientOf(lambda g: ops.clip_by_value(g, -1.0, 1.0))\n",
                         "def F@ID(x, y):\n    return ig@ID(x * y) * 4"),
    "insert_grad_scale": ("def sc@ID(g):\n    return g * 0.5\nig@ID = ops.InsertGradientOf(sc@ID)\n",
                          "def F@ID(x, y):\n    z = ig@ID(x)\n    return z * y"),
    "tensor_hook": ("def th@ID(g):\n    return g * 3\n",
                    "def F@ID(x, y):\n    z = x * y\n    z.register_hook(th@ID)\n    return z * 2"),
    "tensor_hook_none": ("def th@ID(g):\n    return None\n",
                         "def F@ID(x, y):\n    z = x * y\n    z.register_hook(th@ID)\n    return z * 2"),
    "tensor_hook_input": ("def th@ID(g):\n    return g + 100\n",
                          "def F@ID(x, y):\n    x.register_hook(th@ID)\n    return x * y"),
    "tensor_hook_removed": ("def th@ID(g):\n    return g * 3\n",
                            "def F@ID(x, y):\n    z = x * y\n    h = z.register_hook(th@ID)\n    h.remove()\n    return z * 2"),
    "tensor_hook_two": ("def th@ID(g):\n    return g * 3\ndef tk@ID(g):\n    return g + 1\n",
                        "def F@ID(x, y):\n    z = x * y\n    z.register_hook(th@ID)\n    z.register_hook(tk@ID)\n    return z * 2"),
    "hookbackward_scale0": ("def hk@ID(g):\n    return (g[0] * 10,)\nhb@ID = ops.HookBackward(hk@ID)\n",
                            "def F@ID(x, y):\n    z = hb@ID(x * y)\n    return z * 2"),
    "hookbackward_scale": ("def hk@ID(g):\n    return (g * 10,)\nhb@ID = ops.HookBackward(hk@ID)\n",
                           "def F@ID(x, y):\n    z = hb@ID(x * y)\n    return z * 2"),
}
for fn, (pre, fdef) in FH.items():
    src = pre + fdef + "\n"
    P(f"fnhook.{fn}.fwd[pyn]", src, "_pyn(lambda: F@ID(XF(), Y))")
    P(f"fnhook.{fn}.grad[pyn]", src, "_pyn(lambda: _grads(F@ID, XF(), Y))", capture=fn.startswith("hookbackward"))
    P(f"fnhook.{fn}.grad[jit]", src + "@ms.jit\ndef G@ID(x, y):\n    return _grads(F@ID, x, y)\n", "G@ID(XF(), Y)",
      capture=fn.startswith("hookbackward"))
    P(f"fnhook.{fn}.grad[graphcell]", src + "class G@ID(nn.Cell):\n    def construct(self, x, y):\n"
      "        return ops.GradOperation(get_all=True)(F@ID)(x, y)\ng@ID = G@ID()\n", "g@ID(XF(), Y)",
      capture=fn.startswith("hookbackward"))
    P(f"fnhook.{fn}.grad[pynjit]", src.replace(f"def F@ID", "@ms.jit\ndef F@ID"), "_pyn(lambda: _grads(F@ID, XF(), Y))",
      capture=fn.startswith("hookbackward"))

for late in LATE:
    P(*late)

# ---------------------------------------------------------------------------------------------
family("params")
PP = """
class PN@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='w')
        self.b = ms.Parameter(ms.Tensor(np.array([0.5, 0.5, 0.5], np.float32)), name='b', requires_grad=False)
    def construct(self, x):
        return x * self.w + self.b
class Two@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l2 = PN@ID()
        self.l1 = PN@ID()
        self.z = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)))
    def construct(self, x):
        return self.l1(x) * self.l2(x) + self.z
net@ID = PN@ID()
two@ID = Two@ID()
"""
PARAMS = {  # expression (PP defines net@ID / two@ID; graph or pynative per the label)
    "grad_trainable": "ms.grad(net@ID, None, net@ID.trainable_params())(X)",
    "grad_all_params": "ops.GradOperation(get_by_list=True)(net@ID, ms.ParameterTuple(net@ID.get_parameters()))(X)",
    "grad_frozen_only": "ms.grad(net@ID, None, net@ID.b)(X)",
    "trainable_names": "[p.name for p in net@ID.trainable_params()], [p.name for p in net@ID.untrainable_params()]",
    "set_data_between": "_seq(lambda: net@ID(X), lambda: net@ID.w.set_data(ms.Tensor(np.array([5.0, 5.0, 5.0], np.float32))), lambda: net@ID(X))",
    "set_data_shape": "_seq(lambda: net@ID(X), lambda: net@ID.w.set_data(ms.Tensor(np.array([5.0], np.float32))), lambda: net@ID(X), lambda: net@ID.w.shape)",
    "set_data_dtype": "_seq(lambda: net@ID(X), lambda: net@ID.w.set_data(ms.Tensor(np.array([5, 6, 7], np.int32))), lambda: net@ID.w.dtype, lambda: net@ID(X))",
    "set_data_slice_shape": "_seq(lambda: net@ID.w.set_data(ms.Tensor(np.array([5.0, 6.0], np.float32)), slice_shape=True), lambda: net@ID.w.shape)",
    "set_data_numpy": "_seq(lambda: net@ID.w.set_data(np.array([1.0, 1.0, 1.0], np.float32)), lambda: net@ID(X))",
    "set_data_param": "_seq(lambda: net@ID.w.set_data(ms.Parameter(ms.Tensor(np.array([7.0, 7.0, 7.0], np.float32)), name='other')), lambda: net@ID.w.name, lambda: net@ID(X))",
    "assign_value": "_seq(lambda: net@ID(X), lambda: net@ID.w.assign_value(ms.Tensor(np.array([4.0, 4.0, 4.0], np.float32))), lambda: net@ID(X))",
    "clone_default": "(lambda c: (c.name, c.requires_grad, c, c is net@ID.w))(net@ID.w.clone())",
    "clone_init": "(lambda c: (c.name, c))(net@ID.w.clone(init='zeros'))",
    "clone_independent": "(lambda c: _seq(lambda: ops.assign(c, c * 0), lambda: net@ID.w))(net@ID.w.clone())",
    "ptuple_clone": "(lambda t: [p.name for p in t])(ms.ParameterTuple(net@ID.trainable_params()).clone('new'))",
    "ptuple_clone_init": "(lambda t: [(p.name, p) for p in t])(ms.ParameterTuple(net@ID.get_parameters()).clone('n2', init='ones'))",
    "ptuple_not_param": "ms.ParameterTuple([net@ID.w, X])",
    "ptuple_dup_names": "ms.ParameterTuple([net@ID.w, PN@ID().w])",
    "names_two": "[n for n, _ in two@ID.parameters_and_names()]",
    "names_dict": "list(two@ID.parameters_dict().keys())",
    "names_param_names": "[p.name for p in two@ID.get_parameters()]",
    "names_trainable": "[p.name for p in two@ID.trainable_params()]",
    "names_cells": "[n for n, _ in two@ID.cells_and_names()]",
    "two_call": "two@ID(X)",
    "two_grad": "ms.grad(two@ID, None, two@ID.trainable_params())(X)",
    "insert_param": "_seq(lambda: net@ID.insert_param_to_cell('q', ms.Parameter(ms.Tensor(1.0), name='qq')), lambda: [p.name for p in net@ID.get_parameters()])",
    "insert_param_dot": "net@ID.insert_param_to_cell('a.b', ms.Parameter(ms.Tensor(1.0)))",
    "insert_param_exists": "net@ID.insert_param_to_cell('w', ms.Parameter(ms.Tensor(1.0)))",
    "insert_param_notparam": "net@ID.insert_param_to_cell('q', ms.Tensor(1.0))",
    "insert_param_empty": "net@ID.insert_param_to_cell('', ms.Parameter(ms.Tensor(1.0)))",
    "insert_param_check_false": "_seq(lambda: net@ID.insert_param_to_cell('q', ms.Parameter(ms.Tensor(1.0), name='qq'), check_name_contain_dot=False), lambda: [p.name for p in net@ID.get_parameters()])",
    "update_names": "_seq(lambda: two@ID.update_parameters_name('pre.'), lambda: [p.name for p in two@ID.get_parameters()])",
    "update_names_twice": "_seq(lambda: two@ID.update_parameters_name('a.'), lambda: two@ID.update_parameters_name('b.'), lambda: [p.name for p in two@ID.get_parameters()])",
    "update_names_bad": "two@ID.update_parameters_name(1)",
    "jit_param_input": "jp@ID(net@ID.w, X)",
    "jit_param_assign": "_seq(lambda: ja@ID(net@ID.w, X), lambda: net@ID.w)",
    "jit_param_type": "jt@ID(net@ID.w)",
    "param_add_type": "(lambda r: (type(r).__name__, r))(net@ID.w + 1)",
    "param_neg_type": "(lambda r: (type(r).__name__, r))(-net@ID.w)",
    "param_getitem_type": "(lambda r: (type(r).__name__, r))(net@ID.w[1:])",
    "param_props": "(net@ID.w.name, net@ID.w.requires_grad, net@ID.w.layerwise_parallel, net@ID.w.sliced, net@ID.w.is_init, net@ID.w.has_init)",
    "param_layerwise": "ms.Parameter(ms.Tensor(1.0), name='lw', layerwise_parallel=True).layerwise_parallel",
    "param_init_str": "(lambda p: (p.has_init, p.init_data(), p.has_init, p.name))(ms.Parameter(ms.common.initializer.initializer('ones', [2, 2], ms.float32), name='ii'))",
    "param_init_data_twice": "(lambda p: (p.init_data(), p.init_data()))(ms.Parameter(ms.common.initializer.initializer('zeros', [2], ms.int32), name='ii'))",
    "param_copy": "(lambda c: (type(c).__name__, c))(net@ID.w.copy())",
    "param_requires_grad_set": "_seq(lambda: setattr(net@ID.w, 'requires_grad', False), lambda: [p.name for p in net@ID.trainable_params()], lambda: ms.grad(net@ID, None, net@ID.trainable_params())(X))",
    "param_default_name": "ms.Parameter(ms.Tensor(1.0)).name",
    "param_name_set": "(lambda p: (setattr(p, 'name', 'zz'), p.name))(ms.Parameter(ms.Tensor(1.0), name='a'))",
    "param_name_bad": "ms.Parameter(ms.Tensor(1.0), name=3)",
    "param_from_int": "ms.Parameter(3, name='i')",
    "param_from_float": "ms.Parameter(2.5, name='f')",
    "param_from_np": "ms.Parameter(np.array([1, 2], np.int64), name='n')",
    "param_from_list": "ms.Parameter([1.0, 2.0], name='l')",
    "param_in_tuple_jit": "jtu@ID((net@ID.w, net@ID.b))",
    "param_value": "net@ID.w.value()",
    "param_data": "(type(net@ID.w.data).__name__, net@ID.w.data is net@ID.w)",
    "param_asnumpy_alias": "_seq(lambda: net@ID.w.asnumpy().__setitem__(0, 100.0), lambda: net@ID.w)",
}
PRE_PJ = """
@ms.jit
def jp@ID(p, x):
    return p * x
@ms.jit
def ja@ID(p, x):
    ops.assign(p, p + x)
    return p * 1
@ms.jit
def jt@ID(p):
    return p + 0, p.shape
@ms.jit
def jtu@ID(t):
    return t[0] + t[1]
"""
for pn, e in PARAMS.items():
    for mode in ("graph", "pyn"):
        P(f"{pn}[{mode}]", PP + PRE_PJ, e if mode == "graph" else f"_pyn(lambda: {e})")
PNAMES = """
class Leaf@ID(nn.Cell):
    def __init__(self, v=1.0):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([v, v], np.float32)), name='w')
    def construct(self, x):
        return x * self.w
class NoPrefix@ID(nn.Cell):
    def __init__(self):
        super().__init__(auto_prefix=False)
        self.a = Leaf@ID(2.0)
    def construct(self, x):
        return self.a(x)
class Dup@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p1 = ms.Parameter(ms.Tensor(np.array([1.0, 1.0], np.float32)), name='same')
        self.p2 = ms.Parameter(ms.Tensor(np.array([2.0, 2.0], np.float32)), name='same')
    def construct(self, x):
        return x * self.p1 + self.p2
class Shared@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Leaf@ID(2.0)
        self.b = self.a
    def construct(self, x):
        return self.a(x) + self.b(x)
class Unnamed@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.array([1.0, 1.0], np.float32)))
        self.q = ms.Parameter(ms.Tensor(np.array([2.0, 2.0], np.float32)))
    def construct(self, x):
        return x * self.p + self.q
class PList@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ps = ms.ParameterTuple([ms.Parameter(ms.Tensor(np.array([1.0, 1.0], np.float32)), name='t0'), ms.Parameter(ms.Tensor(np.array([3.0, 3.0], np.float32)), name='t1')])
    def construct(self, x):
        return x * self.ps[0] + self.ps[1]
X2 = ms.Tensor(np.array([1.0, 2.0], np.float32))
"""
PN2 = {
    "celllist_names": "[p.name for p in nn.CellList([Leaf@ID(), Leaf@ID()]).get_parameters()]",
    "sequential_names": "[p.name for p in nn.SequentialCell([Leaf@ID(), Leaf@ID()]).get_parameters()]",
    "sequential_dict_names": "[p.name for p in nn.SequentialCell(__import__('collections').OrderedDict([('fc', Leaf@ID()), ('out', Leaf@ID())])).get_parameters()]",
    "celldict_names": "[p.name for p in nn.CellDict({'x': Leaf@ID(), 'y': Leaf@ID()}).get_parameters()]",
    "noprefix_names": "[p.name for p in NoPrefix@ID().get_parameters()]",
    "noprefix_call": "NoPrefix@ID()(X2)",
    "dup_names_call": "Dup@ID()(X2)",
    "dup_names_list": "[p.name for p in Dup@ID().get_parameters()]",
    "dup_names_grad": "(lambda n: ms.grad(n, None, n.trainable_params())(X2))(Dup@ID())",
    "shared_names": "[n for n, _ in Shared@ID().parameters_and_names()]",
    "shared_call": "Shared@ID()(X2)",
    "shared_grad": "(lambda n: ms.grad(n, None, n.trainable_params())(X2))(Shared@ID())",
    "unnamed_names": "[p.name for p in Unnamed@ID().get_parameters()]",
    "unnamed_call": "Unnamed@ID()(X2)",
    "unnamed_grad": "(lambda n: ms.grad(n, None, n.trainable_params())(X2))(Unnamed@ID())",
    "ptuple_attr_names": "[p.name for p in PList@ID().get_parameters()]",
    "ptuple_attr_call": "PList@ID()(X2)",
    "ptuple_attr_grad": "(lambda n: ms.grad(n, None, n.trainable_params())(X2))(PList@ID())",
    "params_and_names_expand": "[n for n, _ in Shared@ID().parameters_and_names(expand=False)]",
    "get_parameters_expand": "[p.name for p in nn.SequentialCell([Leaf@ID()]).get_parameters(expand=False)]",
    "parameters_dict_types": "(lambda d: (type(d).__name__, list(d)))(nn.SequentialCell([Leaf@ID(), Leaf@ID()]).parameters_dict())",
    "trainable_after_freeze": "(lambda n: (setattr(n[0].w, 'requires_grad', False), [p.name for p in n.trainable_params()], ms.grad(n, None, n.trainable_params())(X2)))(nn.SequentialCell([Leaf@ID(), Leaf@ID(3.0)]))",
    "param_rename_after_compile": "(lambda n: _seq(lambda: n(X2), lambda: setattr(n.w, 'name', 'zz'), lambda: n(X2), lambda: [p.name for p in n.get_parameters()]))(Leaf@ID())",
    "param_replace_attr": "(lambda n: _seq(lambda: n(X2), lambda: setattr(n, 'w', ms.Parameter(ms.Tensor(np.array([5.0, 5.0], np.float32)), name='w')), lambda: n(X2)))(Leaf@ID())",
    "param_replace_tensor": "(lambda n: _seq(lambda: n(X2), lambda: setattr(n, 'w', ms.Tensor(np.array([5.0, 5.0], np.float32))), lambda: n(X2)))(Leaf@ID())",
    "param_del": "(lambda n: _seq(lambda: delattr(n, 'w'), lambda: [p.name for p in n.get_parameters()], lambda: n(X2)))(Leaf@ID())",
}
for pn, e in PN2.items():
    P(f"{pn}[graph]", PNAMES, e)
    P(f"{pn}[pyn]", PNAMES, f"_pyn(lambda: {e})")
# a Parameter of a Graph-mode Cell assigned and read inside construct, frozen parameters updated by an optimizer
PSTEP = """
class Lin@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, -1.0, 0.5], np.float32)), name='w')
        self.b = ms.Parameter(ms.Tensor(np.array([0.1], np.float32)), name='b', requires_grad=False)
    def construct(self, x):
        return (x * self.w).sum() + self.b
lin@ID = Lin@ID()
"""
PSTEPS = {
    "sgd_all_params": "opt = nn.SGD(lin@ID.get_parameters(), learning_rate=0.1)\ntr@ID = nn.TrainOneStepCell(lin@ID, opt)",
    "sgd_trainable": "opt = nn.SGD(lin@ID.trainable_params(), learning_rate=0.1)\ntr@ID = nn.TrainOneStepCell(lin@ID, opt)",
    "momentum_trainable": "opt = nn.Momentum(lin@ID.trainable_params(), learning_rate=0.1, momentum=0.9)\ntr@ID = nn.TrainOneStepCell(lin@ID, opt)",
    "adam_groups": "opt = nn.Adam([{'params': [lin@ID.w], 'lr': 0.01}], learning_rate=0.1)\ntr@ID = nn.TrainOneStepCell(lin@ID, opt)",
    "sgd_weight_decay": "opt = nn.SGD(lin@ID.trainable_params(), learning_rate=0.1, weight_decay=0.1)\ntr@ID = nn.TrainOneStepCell(lin@ID, opt)",
    "sens": "opt = nn.SGD(lin@ID.trainable_params(), learning_rate=0.1)\ntr@ID = nn.TrainOneStepCell(lin@ID, opt, sens=2.0)",
}
for sn, init in PSTEPS.items():
    _both(f"trainstep.{sn}", PSTEP + init + "\n",
          "_seq(lambda: tr@ID(X), lambda: tr@ID(X), lambda: lin@ID.w, lambda: lin@ID.b, lambda: [p.name for p in tr@ID.optimizer.parameters])")

# ---------------------------------------------------------------------------------------------
family("traintoggle")
TT = """
class Br@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(p=0.5)
        self.bn = nn.BatchNorm1d(3, momentum=0.5)
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='w')
    def construct(self, x):
        if self.training:
            return x * self.w * 2
        return x * self.w * 3
class Drop@ID(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.drop = nn.Dropout(p=p)
    def construct(self, x):
        y = self.drop(x)
        return ((y == 0).sum() + (y == x * 2).sum(), y.dtype, y.shape)
class BN@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm1d(3, momentum=0.5)
    def construct(self, x):
        return self.bn(x)
class BN2@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.bn = nn.BatchNorm2d(2, momentum=0.9, use_batch_statistics=None)
    def construct(self, x):
        return self.bn(x)
class Attr@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.flag = True
    def construct(self, x):
        if self.flag:
            return x + 1
        return x - 1
br@ID = Br@ID()
bn@ID = BN@ID()
bn2@ID = BN2@ID()
attr@ID = Attr@ID()
XB = ms.Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
XB2 = ms.Tensor(np.arange(16, dtype=np.float32).reshape(2, 2, 2, 2))
XD = ms.Tensor(np.arange(1, 401, dtype=np.float32).reshape(20, 20))
"""
TOG = {
    "br_default": "_seq(lambda: br@ID(X), lambda: br@ID.training)",
    "br_train_eval_train": "_seq(lambda: br@ID.set_train(True) and None, lambda: br@ID(X), lambda: br@ID.set_train(False) and None, lambda: br@ID(X), lambda: br@ID.set_train() and None, lambda: br@ID(X))",
    "br_set_train_returns": "(lambda r: (type(r).__name__, r is br@ID))(br@ID.set_train(True))",
    "br_children": "_seq(lambda: br@ID.set_train(True) and None, lambda: (br@ID.training, br@ID.drop.training, br@ID.bn.training))",
    "br_phase": "_seq(lambda: br@ID.phase, lambda: br@ID.set_train(True) and None, lambda: br@ID.phase, lambda: br@ID.set_train(False) and None, lambda: br@ID.phase)",
    "br_set_grad": "_seq(lambda: br@ID.requires_grad, lambda: br@ID.set_grad() and None, lambda: br@ID.requires_grad, lambda: br@ID.set_grad(False) and None, lambda: br@ID.requires_grad, lambda: br@ID.bn.requires_grad)",
    "br_set_grad_returns": "br@ID.set_grad() is br@ID",
    "br_grad_after_toggle": "_seq(lambda: br@ID.set_train(True) and None, lambda: ms.grad(br@ID)(X), lambda: br@ID.set_train(False) and None, lambda: ms.grad(br@ID)(X))",
    "attr_toggle": "_seq(lambda: attr@ID(X), lambda: setattr(attr@ID, 'flag', False), lambda: attr@ID(X), lambda: setattr(attr@ID, 'flag', True), lambda: attr@ID(X))",
    "drop_eval": "_seq(lambda: Drop@ID(0.5).set_train(False)(XD))",
    "drop_train": "_seq(lambda: Drop@ID(0.5).set_train(True)(XD))",
    "drop_default": "_seq(lambda: Drop@ID(0.5)(XD))",
    "drop_p0_train": "_seq(lambda: Drop@ID(0.0).set_train(True)(XD))",
    "drop_toggle": "(lambda d: _seq(lambda: d.set_train(True) and None, lambda: d(XD)[1:], lambda: d.set_train(False) and None, lambda: d(XD)))(Drop@ID(0.5))",
    "drop_keep_prob": "(lambda d: _seq(lambda: d.set_train(False) and None, lambda: d(XD)))(nn.Dropout(keep_prob=0.9))",
    "drop_p1": "nn.Dropout(p=1.0)",
    "drop_p_neg": "nn.Dropout(p=-0.1)",
    "bn_train_stats": "_seq(lambda: bn@ID.set_train(True) and None, lambda: bn@ID(XB), lambda: bn@ID.bn.moving_mean, lambda: bn@ID.bn.moving_variance, lambda: bn@ID(XB), lambda: bn@ID.bn.moving_mean)",
    "bn_eval_uses_moving": "_seq(lambda: bn@ID.set_train(False) and None, lambda: bn@ID(XB), lambda: bn@ID.bn.moving_mean)",
    "bn_train_then_eval": "_seq(lambda: bn@ID.set_train(True) and None, lambda: bn@ID(XB), lambda: bn@ID.set_train(False) and None, lambda: bn@ID(XB), lambda: bn@ID.bn.moving_variance)",
    "bn_default_mode": "_seq(lambda: bn@ID(XB), lambda: bn@ID.bn.moving_mean)",
    "bn2_use_stats_none": "_seq(lambda: bn2@ID.set_train(True) and None, lambda: bn2@ID(XB2), lambda: bn2@ID.bn.moving_mean, lambda: bn2@ID.set_train(False) and None, lambda: bn2@ID(XB2))",
    "bn_params": "[(p.name, p.requires_grad) for p in bn@ID.get_parameters()]",
    "bn_grad_train": "_seq(lambda: bn@ID.set_train(True) and None, lambda: ms.grad(bn@ID)(XB), lambda: bn@ID.bn.moving_mean)",
    "bn_grad_weights": "_seq(lambda: bn@ID.set_train(True) and None, lambda: ms.grad(bn@ID, None, bn@ID.trainable_params())(XB))",
    "bn_trainstep": "(lambda tr: _seq(lambda: tr(XB), lambda: tr(XB), lambda: bn@ID.bn.moving_mean, lambda: bn@ID.bn.gamma))(nn.TrainOneStepCell(nn.WithLossCell(bn@ID, nn.MSELoss()).set_train(), nn.SGD(bn@ID.trainable_params(), 0.1)) if False else nn.TrainOneStepCell(LossBN@ID(bn@ID), nn.SGD(bn@ID.trainable_params(), 0.1)).set_train())",
}
TT_LOSS = """
class LossBN@ID(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
    def construct(self, x):
        return (self.net(x) * ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))).sum()
"""
for tn, e in TOG.items():
    P(f"{tn}[graph]", TT + TT_LOSS, e)
    P(f"{tn}[pyn]", TT + TT_LOSS, f"_pyn(lambda: {e})")
TT2 = """
class FD@ID(nn.Cell):
    def __init__(self):
        super().__init__()
    def construct(self, x):
        y = ops.dropout(x, p=0.5, training=self.training)
        return ((y == 0).sum() + (y == x * 2).sum(), self.training)
class Seq@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.cl = nn.CellList([nn.Dropout(p=0.5), nn.BatchNorm1d(3)])
    def construct(self, x):
        return self.cl[1](x), self.cl[0].training, self.cl[1].training
class Flag@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Br@ID()
    def construct(self, x):
        return self.inner(x), self.training, self.inner.training
"""
TOG2 = {
    "fdrop_eval": "_seq(lambda: FD@ID().set_train(False)(XD))",
    "fdrop_train": "_seq(lambda: FD@ID().set_train(True)(XD))",
    "celllist_toggle": "(lambda n: _seq(lambda: n.set_train(True) and None, lambda: n(XB)[1:], lambda: n.set_train(False) and None, lambda: n(XB)))(Seq@ID())",
    "child_toggle_only": "(lambda n: _seq(lambda: n(X), lambda: n.inner.set_train(True) and None, lambda: n(X), lambda: n.set_train(False) and None, lambda: n(X)))(Flag@ID())",
    "parent_train_child_eval": "(lambda n: _seq(lambda: n.set_train(True) and None, lambda: n.inner.set_train(False) and None, lambda: n(X)))(Flag@ID())",
    "bn_use_batch_stats_false": "(lambda b: _seq(lambda: b.set_train(True) and None, lambda: b(XB), lambda: b.moving_mean))(nn.BatchNorm1d(3, use_batch_statistics=False))",
    "bn_use_batch_stats_true_eval": "(lambda b: _seq(lambda: b.set_train(False) and None, lambda: b(XB), lambda: b.moving_mean))(nn.BatchNorm1d(3, use_batch_statistics=True))",
    "bn2d_affine_false": "(lambda b: _seq(lambda: b.set_train(True) and None, lambda: b(XB2), lambda: [p.name for p in b.get_parameters()]))(nn.BatchNorm2d(2, affine=False))",
    "bn_momentum_track": "(lambda b: _seq(lambda: b.set_train(True) and None, lambda: b(XB), lambda: b(XB * 2), lambda: b.moving_mean, lambda: b.moving_variance))(nn.BatchNorm1d(3, momentum=0.1))",
    "layernorm_train_eval": "(lambda l: _seq(lambda: l.set_train(True) and None, lambda: l(XB), lambda: l.set_train(False) and None, lambda: l(XB)))(nn.LayerNorm((3,)))",
    "training_attr_set": "(lambda n: _seq(lambda: setattr(n, 'training', False), lambda: n(X), lambda: n.drop.training))(Br@ID())",
}
for tn, e in TOG2.items():
    P(f"{tn}[graph]", TT + TT_LOSS + TT2, e)
    P(f"{tn}[pyn]", TT + TT_LOSS + TT2, f"_pyn(lambda: {e})")
# the same Cell in PyNative then in Graph mode (and back)
MIX = {
    "br": ("br@ID", "X"), "bn_train": ("bn@ID.set_train(True)", "XB"), "attr": ("attr@ID", "X"),
    "assign_param": ("AS@ID()", "X"),
}
PRE_MIX = """
class AS@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = ms.Parameter(ms.Tensor(np.array([0.0, 0.0, 0.0], np.float32)), name='c')
    def construct(self, x):
        ops.assign_add(self.c, x)
        return self.c * 1
"""
for mn, (mk, arg) in MIX.items():
    P(f"pyn_then_graph.{mn}", TT + PRE_MIX + f"m@ID = {mk}\n", f"_seq(lambda: _pyn(lambda: m@ID({arg})), lambda: m@ID({arg}), lambda: _pyn(lambda: m@ID({arg})), lambda: [p for p in m@ID.get_parameters()])")

# ---------------------------------------------------------------------------------------------
family("amp")
AMPN = """
class Dn@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init=ms.Tensor(np.array([[0.1, 0.2, 0.3], [-0.3, 0.25, 1.0]], np.float32)), bias_init='zeros')
        self.bn = nn.BatchNorm1d(2)
        self.relu = nn.ReLU()
    def construct(self, x):
        y = self.dense(x)
        z = self.bn(y)
        return self.relu(z) + y, y.dtype, z.dtype
class Plain@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='w')
    def construct(self, x):
        return x * self.w, (x * self.w).dtype
XA = ms.Tensor(np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0], [1.0 / 3, 0.1, 7.0]], np.float32))
"""
AMP = {
    "to_float_f16": "net = Dn@ID().to_float(ms.float16)",
    "to_float_bf16_dense": "net = Dn@ID()\nnet.dense.to_float(ms.float16)",
    "to_float_f32_after": "net = Dn@ID().to_float(ms.float16)\nnet.bn.to_float(ms.float32)",
    "to_float_bad": "net = Dn@ID().to_float(ms.int32)",
    "to_float_returns": "net = Dn@ID()\nnet = (net.to_float(ms.float16) is net, net)[1]",
    "plain_to_float": "net = Plain@ID().to_float(ms.float16)",
    "O0": "net = amp.auto_mixed_precision(Dn@ID(), 'O0')",
    "O1": "net = amp.auto_mixed_precision(Dn@ID(), 'O1')",
    "O2": "net = amp.auto_mixed_precision(Dn@ID(), 'O2')",
    "O3": "net = amp.auto_mixed_precision(Dn@ID(), 'O3')",
    "auto": "net = amp.auto_mixed_precision(Dn@ID(), 'auto')",
    "bad_level": "net = amp.auto_mixed_precision(Dn@ID(), 'O4')",
    "O2_bf16": "net = amp.auto_mixed_precision(Dn@ID(), 'O2', dtype=ms.bfloat16)",
    "O2_f32": "net = amp.auto_mixed_precision(Dn@ID(), 'O2', dtype=ms.float32)",
    "plain_O2": "net = amp.auto_mixed_precision(Plain@ID(), 'O2')",
    "plain_O3": "net = amp.auto_mixed_precision(Plain@ID(), 'O3')",
    "custom_white": "net = amp.custom_mixed_precision(Dn@ID(), white_list=[nn.Dense])",
    "custom_black": "net = amp.custom_mixed_precision(Dn@ID(), black_list=[nn.BatchNorm1d])",
    "custom_both": "net = amp.custom_mixed_precision(Dn@ID(), white_list=[nn.Dense], black_list=[nn.ReLU])",
    "custom_none": "net = amp.custom_mixed_precision(Dn@ID())",
    "custom_white_default": "net = amp.custom_mixed_precision(Dn@ID(), white_list=amp.get_white_list())",
    "white_list_types": "net = None\nRES@ID = (len(amp.get_white_list()) > 0, len(amp.get_black_list()) > 0, nn.Dense in amp.get_white_list(), nn.BatchNorm1d in amp.get_black_list())",
}
for an, setup in AMP.items():
    src = AMPN + setup + "\nnet@ID = net\n"
    call = "RES@ID" if "RES@ID" in setup else "(net@ID(XA), [(p.name, p.dtype) for p in net@ID.get_parameters()])"
    _both(an, src, call)
# loss scale managers and TrainOneStepWithLossScaleCell
LSN = """
class Reg@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 1, weight_init=ms.Tensor(np.array([[0.1, -0.2, 0.3]], np.float32)), bias_init='zeros')
    def construct(self, x, y):
        return ((self.dense(x) - y) ** 2).mean()
reg@ID = Reg@ID()
opt@ID = nn.Momentum(reg@ID.trainable_params(), learning_rate=0.1, momentum=0.9)
YA = ms.Tensor(np.array([[1.0], [0.0], [2.0]], np.float32))
XINF = ms.Tensor(np.array([[1e38, 2.0, 3.0], [0.5, -1.0, 2.0], [1.0, 0.1, 7.0]], np.float32))
"""
LS = {
    "fixed_mgr": ("mgr = amp.FixedLossScaleManager(128.0, drop_overflow_update=False)",
                  "(mgr@ID.get_loss_scale(), mgr@ID.get_drop_overflow_update(), mgr@ID.get_update_cell())"),
    "fixed_mgr_drop": ("mgr = amp.FixedLossScaleManager(128.0)",
                       "(mgr@ID.get_loss_scale(), mgr@ID.get_drop_overflow_update(), type(mgr@ID.get_update_cell()).__name__)"),
    "fixed_mgr_bad": ("mgr = amp.FixedLossScaleManager(0.5)", "mgr@ID"),
    "dyn_mgr": ("mgr = amp.DynamicLossScaleManager(2 ** 10, 2, 5)",
                "(mgr@ID.get_loss_scale(), mgr@ID.get_drop_overflow_update(), type(mgr@ID.get_update_cell()).__name__)"),
    "dyn_mgr_update": ("mgr = amp.DynamicLossScaleManager(2 ** 10, 2, 2)",
                       "_seq(lambda: mgr@ID.update_loss_scale(True), lambda: mgr@ID.get_loss_scale(), lambda: mgr@ID.update_loss_scale(False), lambda: mgr@ID.update_loss_scale(False), lambda: mgr@ID.get_loss_scale())"),
    "dyn_mgr_bad_factor": ("mgr = amp.DynamicLossScaleManager(2 ** 10, 1, 5)", "mgr@ID"),
    "dyn_mgr_bad_window": ("mgr = amp.DynamicLossScaleManager(2 ** 10, 2, 0)", "mgr@ID"),
    "dyn_update_cell": ("mgr = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 12, scale_factor=2, scale_window=1000)",
                        "(mgr@ID.get_loss_scale(),)"),
    "ls_cell_fixed": ("mgr = nn.TrainOneStepWithLossScaleCell(nn.WithLossCell(reg@ID, nn.MSELoss()) if False else LW@ID(reg@ID), opt@ID, scale_sense=ms.Tensor(1024.0, ms.float32))",
                      "_seq(lambda: mgr@ID(XA, YA), lambda: mgr@ID(XA, YA), lambda: reg@ID.dense.weight)"),
    "ls_cell_overflow": ("mgr = nn.TrainOneStepWithLossScaleCell(LW@ID(reg@ID), opt@ID, scale_sense=ms.Tensor(1024.0, ms.float32))",
                         "_seq(lambda: mgr@ID(XINF, YA), lambda: reg@ID.dense.weight, lambda: mgr@ID(XA, YA))"),
    "ls_cell_dyn": ("mgr = nn.TrainOneStepWithLossScaleCell(LW@ID(reg@ID), opt@ID, scale_sense=nn.DynamicLossScaleUpdateCell(2 ** 12, 2, 2))",
                    "_seq(lambda: mgr@ID(XA, YA), lambda: mgr@ID(XA, YA), lambda: mgr@ID(XA, YA), lambda: mgr@ID.scale_sense, lambda: mgr@ID(XINF, YA), lambda: mgr@ID.scale_sense)"),
    "ls_cell_dyn_overflow_first": ("mgr = nn.TrainOneStepWithLossScaleCell(LW@ID(reg@ID), opt@ID, scale_sense=nn.DynamicLossScaleUpdateCell(2 ** 12, 2, 2))",
                                   "_seq(lambda: mgr@ID(XINF, YA), lambda: mgr@ID.scale_sense, lambda: reg@ID.dense.weight)"),
    "ls_cell_set_sense": ("mgr = nn.TrainOneStepWithLossScaleCell(LW@ID(reg@ID), opt@ID, scale_sense=ms.Tensor(1024.0, ms.float32))",
                          "_seq(lambda: mgr@ID.set_sense_scale(ms.Tensor(8.0, ms.float32)), lambda: mgr@ID.scale_sense, lambda: mgr@ID(XA, YA))"),
    "ls_cell_bad_sense": ("mgr = nn.TrainOneStepWithLossScaleCell(LW@ID(reg@ID), opt@ID, scale_sense=2.0)", "mgr@ID"),
    "ls_cell_sense_shape": ("mgr = nn.TrainOneStepWithLossScaleCell(LW@ID(reg@ID), opt@ID, scale_sense=ms.Tensor([2.0, 3.0]))", "mgr@ID(XA, YA)"),
    "build_O0": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O0')", "_seq(lambda: mgr@ID(XA, YA), lambda: mgr@ID(XA, YA))"),
    "build_O2": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O2')", "_seq(lambda: mgr@ID(XA, YA), lambda: mgr@ID(XA, YA), lambda: reg@ID.dense.weight)"),
    "build_O3": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O3')", "_seq(lambda: mgr@ID(XA, YA), lambda: reg@ID.dense.weight)"),
    "build_O2_fixed": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O2', loss_scale_manager=amp.FixedLossScaleManager(64.0, drop_overflow_update=False))",
                       "_seq(lambda: mgr@ID(XA, YA), lambda: reg@ID.dense.weight)"),
    "build_O2_dyn": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O2', loss_scale_manager=amp.DynamicLossScaleManager(2 ** 10, 2, 1))",
                     "_seq(lambda: mgr@ID(XA, YA), lambda: mgr@ID(XA, YA), lambda: mgr@ID.scale_sense)"),
    "build_O2_keepbn": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O2', keep_batchnorm_fp32=False)", "_seq(lambda: mgr@ID(XA, YA))"),
    "build_loss_fn": ("mgr = amp.build_train_network(Dlin@ID(), nn.SGD(Dlin@ID().trainable_params(), 0.1), loss_fn=nn.MSELoss(), level='O0')", "mgr@ID"),
    "build_loss_fn_O2": ("dl@ID = Dlin@ID()\nmgr = amp.build_train_network(dl@ID, nn.SGD(dl@ID.trainable_params(), 0.1), loss_fn=nn.MSELoss(), level='O2')",
                         "_seq(lambda: mgr@ID(XA, YA), lambda: dl@ID.dense.weight)"),
    "build_bad_level": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O5')", "mgr@ID"),
    "build_bad_kw": ("mgr = amp.build_train_network(reg@ID, opt@ID, level='O2', foo=1)", "mgr@ID"),
}
LS_PRE = """
class LW@ID(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
    def construct(self, x, y):
        return self.net(x, y)
class Dlin@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 1, weight_init=ms.Tensor(np.array([[0.1, -0.2, 0.3]], np.float32)), bias_init='zeros')
    def construct(self, x):
        return self.dense(x)
"""
for ln, (setup, call) in LS.items():
    src = AMPN + LSN + LS_PRE + f"try:\n    {setup}\nexcept Exception as _e:\n    mgr = _e\nmgr@ID = mgr\n"
    call = f"(_ for _ in ()).throw(mgr@ID) if isinstance(mgr@ID, Exception) else {call}"
    _both(f"ls.{ln}", src, call)

# functional loss scalers and O1/O2 on networks with convolutions, matmuls, softmax and norms
AMP2N = """
class Conv@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(1, 2, 2, weight_init='ones', has_bias=True, bias_init='zeros')
        self.bn = nn.BatchNorm2d(2)
        self.ln = nn.LayerNorm((2,), begin_norm_axis=-1, begin_params_axis=-1)
        self.dense = nn.Dense(2, 2, weight_init='ones', bias_init='zeros')
        self.sm = nn.Softmax()
    def construct(self, x):
        a = self.conv(x)
        b = self.bn(a)
        c = b.mean((2, 3))
        d = self.ln(c)
        e = self.dense(d)
        f = self.sm(e)
        g = ops.matmul(f, f.T)
        return g, (a.dtype, b.dtype, c.dtype, d.dtype, e.dtype, f.dtype, g.dtype)
XC = ms.Tensor(np.arange(18, dtype=np.float32).reshape(2, 1, 3, 3) / 10)
"""
AMP2 = {
    "conv_O0": "net = amp.auto_mixed_precision(Conv@ID(), 'O0')",
    "conv_O1": "net = amp.auto_mixed_precision(Conv@ID(), 'O1')",
    "conv_O2": "net = amp.auto_mixed_precision(Conv@ID(), 'O2')",
    "conv_O3": "net = amp.auto_mixed_precision(Conv@ID(), 'O3')",
    "conv_to_float": "net = Conv@ID().to_float(ms.float16)",
    "conv_custom_conv": "net = amp.custom_mixed_precision(Conv@ID(), white_list=[nn.Conv2d])",
    "conv_O2_grad": "net = GW@ID(amp.auto_mixed_precision(Conv@ID(), 'O2'))",
    "conv_O1_grad": "net = GW@ID(amp.auto_mixed_precision(Conv@ID(), 'O1'))",
}
AMP2W = """
class GW@ID(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.p = ms.ParameterTuple(net.trainable_params())
    def construct(self, x):
        f = lambda t: self.net(t)[0].sum()
        g = ms.grad(f, None, self.p)(x)
        return tuple((v.dtype, v) for v in g), self.net(x)[1]
"""
for an, setup in AMP2.items():
    _both(an, AMP2N + AMP2W + setup + "\nnet@ID = net\n", "net@ID(XC)")
SCALER = {
    "static_scale": "s = amp.StaticLossScaler(1024)\nreturn s.scale(x), s.unscale(x * 1024)",
    "static_scale_tuple": "s = amp.StaticLossScaler(8)\nreturn s.scale((x, x * 2)), s.unscale([x, x])",
    "dynamic_scale": "s = amp.DynamicLossScaler(1024, 2, 1)\nreturn s.scale(x), s.scale_value",
    "dynamic_adjust_finite": "s = amp.DynamicLossScaler(1024, 2, 1)\ns.adjust(ms.Tensor(True))\nreturn s.scale_value * 1",
    "dynamic_adjust_overflow": "s = amp.DynamicLossScaler(1024, 2, 1)\ns.adjust(ms.Tensor(False))\nreturn s.scale_value * 1",
    "all_finite_ok": "return amp.all_finite((x, x * 2))",
    "all_finite_inf": "return amp.all_finite((x, x / 0))",
    "all_finite_nan_int": "return amp.all_finite((x.astype(ms.int32), x * ms.Tensor(float('nan'))))",
    "all_finite_f16": "return amp.all_finite([x.astype(ms.float16) * 30000])",
}
for sn, body in SCALER.items():
    P(f"scaler.{sn}[jit]", f"@ms.jit\ndef F@ID(x):\n{_ind(body)}\n", "F@ID(X)")
    P(f"scaler.{sn}[pyn]", f"def F@ID(x):\n{_ind(body)}\n", "_pyn(lambda: F@ID(X))")
# a scaler made once (a Cell attribute) and adjusted across Graph-mode calls
P("scaler.dynamic_state[graph]", """
class T@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.s = amp.DynamicLossScaler(1024, 2, 2)
    def construct(self, x, ok):
        self.s.adjust(ok)
        return self.s.scale(x)
t@ID = T@ID()
""", "_seq(lambda: t@ID(X, ms.Tensor(True)), lambda: t@ID(X, ms.Tensor(True)), lambda: t@ID(X, ms.Tensor(False)), lambda: t@ID.s.scale_value, lambda: t@ID.s.counter)")

# ---------------------------------------------------------------------------------------------
family("tscalars")
TSD = {"f32": "np.float32", "f16": "np.float16", "f64": "np.float64", "i32": "np.int32", "i64": "np.int64",
       "i8": "np.int8", "u8": "np.uint8", "bool": "np.bool_"}
TSV = {"pos": "3", "neg": "-3", "zero": "0"}
PYN = {"int": "2", "negint": "-2", "float": "2.5", "negzero": "-0.0", "bool": "True", "big": "2 ** 31"}
TOPS = ["//", "%", "**", "<", "=="]
for dn, dt in TSD.items():
    for vn, v in TSV.items():
        if dn in ("u8", "bool") and vn == "neg":
            continue
        t0 = f"ms.Tensor(np.array({v}, {dt}))"
        t1 = f"ms.Tensor(np.array([{v}], {dt}))"
        conv = "(int(t), float(t), bool(t), t.item(), t.tolist(), type(t.item()).__name__)"
        for tn, tv in (("0d", t0), ("1e", t1)):
            P(f"conv[{dn},{vn},{tn}][jit]", f"@ms.jit\ndef F@ID(t):\n    return {conv}\n", f"F@ID({tv})")
            P(f"conv[{dn},{vn},{tn}][pyn]", f"def F@ID(t):\n    return {conv}\n", f"_pyn(lambda: F@ID({tv}))")
        for pn, pv in PYN.items():
            if vn == "zero" or (dn in ("f64", "i8") and pn in ("negzero", "big")):
                continue
            for op in TOPS:
                if op == "**" and pn == "big":
                    continue
                e = f"r = t {op} p\nreturn r, r.dtype"
                er = f"r = p {op} t\nreturn r, r.dtype"
                P(f"op[{dn},{vn}{op}{pn}][jit]", f"@ms.jit\ndef F@ID(t, p):\n{_ind(e)}\n", f"F@ID({t0}, {pv})")
                P(f"op[{dn},{vn}{op}{pn}][pyn]", f"def F@ID(t, p):\n{_ind(e)}\n", f"_pyn(lambda: F@ID({t0}, {pv}))")
                if op in ("//", "%", "**") and pn in ("int", "negint", "float"):
                    P(f"opr[{pn}{op}{dn},{vn}][jit]", f"@ms.jit\ndef F@ID(t, p):\n{_ind(er)}\n", f"F@ID({t0}, {pv})")
                    P(f"opr[{pn}{op}{dn},{vn}][pyn]", f"def F@ID(t, p):\n{_ind(er)}\n", f"_pyn(lambda: F@ID({t0}, {pv}))")
# Python-number arithmetic on item()/int()/float() of Tensors inside graph code, and mutable scalars beside Tensors
TSE = {
    "item_floordiv": "return t.item() // 2, t.item() % -2",
    "int_pow": "return int(t) ** 2, float(t) ** 0.5",
    "item_tensor_mix": "return t.item() * t, (t.item() * t).dtype",
    "mutable_mul_t": "m = ms.mutable(3)\nreturn m * t, (m * t).dtype",
    "mutable_floordiv_t": "m = ms.mutable(-7)\nreturn m // t, m % t",
    "mutable_float_t": "m = ms.mutable(2.5)\nreturn t // m, t % m",
    "neg_zero": "z = t * 0.0 * -1.0\nreturn z, 1.0 / z",
    "neg_zero_floordiv": "return ops.floor_divide(-t, t + 10), -t // (t + 10)",
    "int_of_neg": "return int(-t * 1.5), int(t * -0.5)",
    "bool_of_zero": "return bool(t - t), bool(t * 0.0)",
    "compare_chain": "return 0 < t < 10, t == 3.0, t is not None",
    "round_abs": "return round(float(t) / 2), abs(-t), abs(int(-t))",
    "divmod": "return divmod(int(t), 2), divmod(float(t), -2)",
    "big_int_add": "return t + 2 ** 40, (t + 2 ** 40).dtype",
    "float_cast_big": "return t.astype(ms.float32) * 1e30 * 1e30",
    "max_min": "return max(t, 1), min(int(t), 1.5)",
}
for en, body in TSE.items():
    for dn in ("f32", "i32", "i64", "f16"):
        tv = f"ms.Tensor(np.array(3, {TSD[dn]}))"
        P(f"expr.{en}[{dn}][jit]", f"@ms.jit\ndef F@ID(t):\n{_ind(body)}\n", f"F@ID({tv})")
        P(f"expr.{en}[{dn}][pyn]", f"def F@ID(t):\n{_ind(body)}\n", f"_pyn(lambda: F@ID({tv}))")
        P(f"expr.{en}[{dn}][cell]", f"class C@ID(nn.Cell):\n    def construct(self, t):\n{_ind(body, 8)}\nc@ID = C@ID()\n", f"c@ID({tv})")


# ---------------------------------------------------------------------------------------------
family("trainwrap")
TWN = """
class Lin@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init=ms.Tensor(np.array([[0.1, 0.2, 0.3], [-0.3, 0.25, 1.0]], np.float32)), bias_init='zeros')
    def construct(self, x):
        return self.dense(x)
class Loss@ID(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
    def construct(self, x, y):
        return ((self.net(x) - y) ** 2).mean()
class Clip@ID(nn.TrainOneStepCell):
    def construct(self, x, y):
        loss = self.network(x, y)
        sens = ops.fill(loss.dtype, loss.shape, self.sens)
        grads = self.grad(self.network, self.weights)(x, y, sens)
        grads = ops.clip_by_global_norm(grads, 0.1)
        grads = self.grad_reducer(grads)
        return ops.depend(loss, self.optimizer(grads))
class Accum@ID(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.net, self.opt = net, opt
        self.weights = opt.parameters
        self.acc = self.weights.clone(prefix='acc', init='zeros')
        self.step = ms.Parameter(ms.Tensor(0, ms.int32), name='step')
        self.hm = ops.HyperMap()
    def construct(self, x, y):
        loss, grads = ms.value_and_grad(self.net, None, self.weights)(x, y)
        self.hm(ops.assign_add, self.acc, grads)
        ops.assign_add(self.step, 1)
        if self.step % 2 == 0:
            self.opt(self.acc)
            self.hm(lambda a: ops.assign(a, ops.zeros_like(a)), self.acc)
        return loss
XT = ms.Tensor(np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 2.0]], np.float32))
YT = ms.Tensor(np.array([[1.0, 0.0], [0.0, 1.0]], np.float32))
lin@ID = Lin@ID()
"""
TW = {
    "withloss": "w = nn.WithLossCell(lin@ID, nn.MSELoss())\nCALL = lambda: (w(XT, YT), w.backbone_network is lin@ID)",
    "withloss_grad": "w = nn.WithLossCell(lin@ID, nn.MSELoss())\nCALL = lambda: ms.grad(w, None, w.trainable_params())(XT, YT)",
    "withevalcell": "w = nn.WithEvalCell(lin@ID, nn.MSELoss())\nCALL = lambda: w(XT, YT)",
    "withevalcell_amp": "w = nn.WithEvalCell(lin@ID, nn.MSELoss(), add_cast_fp32=True)\nCALL = lambda: w(XT, YT)",
    "trainonestep": "t = nn.TrainOneStepCell(nn.WithLossCell(lin@ID, nn.MSELoss()), nn.SGD(lin@ID.trainable_params(), 0.1))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: t(XT, YT), lambda: lin@ID.dense.weight)",
    "trainonestep_sens": "t = nn.TrainOneStepCell(nn.WithLossCell(lin@ID, nn.MSELoss()), nn.SGD(lin@ID.trainable_params(), 0.1), sens=4.0)\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: lin@ID.dense.weight)",
    "trainonestep_momentum": "t = nn.TrainOneStepCell(Loss@ID(lin@ID), nn.Momentum(lin@ID.trainable_params(), 0.1, 0.9))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: t(XT, YT), lambda: t(XT, YT), lambda: lin@ID.dense.bias)",
    "trainonestep_adam_wd": "t = nn.TrainOneStepCell(Loss@ID(lin@ID), nn.AdamWeightDecay(lin@ID.trainable_params(), 0.01, weight_decay=0.1))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: t(XT, YT), lambda: lin@ID.dense.weight)",
    "trainonestep_clip_subclass": "t = Clip@ID(Loss@ID(lin@ID), nn.SGD(lin@ID.trainable_params(), 1.0))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: lin@ID.dense.weight)",
    "forward_value_and_grad": "f = nn.ForwardValueAndGrad(Loss@ID(lin@ID), weights=ms.ParameterTuple(lin@ID.trainable_params()), get_by_list=True)\nCALL = lambda: f(XT, YT)",
    "forward_value_and_grad_all": "f = nn.ForwardValueAndGrad(Loss@ID(lin@ID), get_all=True)\nCALL = lambda: f(XT, YT)",
    "forward_value_and_grad_sens": "f = nn.ForwardValueAndGrad(Loss@ID(lin@ID), weights=ms.ParameterTuple(lin@ID.trainable_params()), get_by_list=True, sens_param=True)\nCALL = lambda: f(XT, YT, ms.Tensor(2.0))",
    "withgradcell": "f = nn.WithGradCell(lin@ID, nn.MSELoss())\nCALL = lambda: f(XT, YT)",
    "withgradcell_sens": "f = nn.WithGradCell(lin@ID, nn.MSELoss(), sens=2.0)\nCALL = lambda: f(XT, YT)",
    "grad_accumulation": "t = Accum@ID(Loss@ID(lin@ID), nn.SGD(lin@ID.trainable_params(), 0.1))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: lin@ID.dense.weight, lambda: t(XT, YT), lambda: lin@ID.dense.weight, lambda: t.acc[0])",
    "optimizer_lr_schedule": "t = nn.TrainOneStepCell(Loss@ID(lin@ID), nn.SGD(lin@ID.trainable_params(), nn.PolynomialDecayLR(0.1, 0.01, 4, 1.0)))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: t(XT, YT), lambda: t.optimizer.global_step, lambda: lin@ID.dense.weight)",
    "optimizer_lr_list": "t = nn.TrainOneStepCell(Loss@ID(lin@ID), nn.SGD(lin@ID.trainable_params(), [0.1, 0.05, 0.01]))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: t(XT, YT), lambda: t.optimizer.get_lr(), lambda: lin@ID.dense.weight)",
    "optimizer_group_lr": "t = nn.TrainOneStepCell(Loss@ID(lin@ID), nn.Momentum([{'params': [lin@ID.dense.weight], 'lr': 0.5}, {'params': [lin@ID.dense.bias]}], 0.1, 0.9))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: t(XT, YT), lambda: lin@ID.dense.weight, lambda: lin@ID.dense.bias)",
    "optimizer_get_lr_parameter": "o = nn.Momentum([{'params': [lin@ID.dense.weight], 'lr': 0.5}, {'params': [lin@ID.dense.bias]}], 0.1, 0.9)\nCALL = lambda: (o.get_lr_parameter(lin@ID.dense.weight), o.get_lr_parameter([lin@ID.dense.bias]))",
    "optimizer_weight_decay_filter": "t = nn.TrainOneStepCell(Loss@ID(lin@ID), nn.Momentum([{'params': [lin@ID.dense.weight], 'weight_decay': 0.5}, {'params': [lin@ID.dense.bias]}], 0.1, 0.9))\nCALL = lambda: _seq(lambda: t(XT, YT), lambda: lin@ID.dense.weight, lambda: lin@ID.dense.bias)",
    "set_train_false_trainonestep": "t = nn.TrainOneStepCell(Loss@ID(lin@ID), nn.SGD(lin@ID.trainable_params(), 0.1))\nCALL = lambda: _seq(lambda: t.training, lambda: t.network.training, lambda: t(XT, YT))",
}
for tn, setup in TW.items():
    src = TWN + setup.replace("CALL = ", "CALL@ID = ") + "\n"
    _both(tn, src, "CALL@ID()")


NEW = [f for f in gss.FAMILIES if f not in OLD]

if __name__ == "__main__":
    raise SystemExit(gss.sibling_main(NEW, "/tmp/gss28", sys.argv[1:]))
