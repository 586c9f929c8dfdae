"""s1_scalar_ops.py MODE: Python operators between Tensors of every dtype and Python scalars (int, float, bool; Tensor
on the left and on the right), in one Cell per (dtype, scalar, side), compiled in MODE (graph | pynative); prints
one line per result: label, dtype, shape, values (or the error class).  Run under MindSpore and msgraph, diff."""
import sys
import numpy as np
import mindspore as ms
from mindspore import Tensor, context, nn

MODE = sys.argv[1] if len(sys.argv) > 1 else "graph"
context.set_context(mode=context.GRAPH_MODE if MODE == "graph" else context.PYNATIVE_MODE)
OPS = ["+", "-", "*", "/", "//", "%", "**", "<", "==", "&", "|", "^"]
DTYPES = ["int8", "int16", "int32", "int64", "uint8", "float16", "float32", "float64", "bool"]
SCALARS = {"i3": 3, "fm2.5": -2.5, "bT": True, "i0": 0}


def fmt(r):
    if isinstance(r, Tensor):
        a = r.asnumpy()
        return f"{r.dtype} {a.shape} {np.array2string(a.ravel().astype(np.float64), precision=6)}"
    return f"{type(r).__name__} {r!r}"



_n = [0]


def make(ops, left):
    """A Cell class (in a real file: Graph mode reads the source) returning x OP s (or s OP x) for each op."""
    _n[0] += 1
    body = ", ".join(f"x {op} self.s" if left else f"self.s {op} x" for op in ops) + ","
    src = f"class N(nn.Cell):\n    def __init__(self, s):\n        super().__init__()\n        self.s = s\n\n" \
          f"    def construct(self, x):\n        return {body}\n"
    import tempfile, importlib.util, os
    d = tempfile.mkdtemp()
    p = os.path.join(d, f"s1_{_n[0]}.py")
    with open(p, "w") as f:
        f.write("from mindspore import nn\n" + src)
    spec = importlib.util.spec_from_file_location(f"s1_{_n[0]}", p)
    m = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = m   # (MindSpore's parser looks the Cell's module up by name)
    spec.loader.exec_module(m)
    return m.N


ALL = {left: make(OPS, left) for left in (True, False)}
ONE = {(op, left): make([op], left) for op in OPS for left in (True, False)}
for dt in DTYPES:
    base = np.array([-3, -1, 0, 2, 5]) if dt not in ("uint8", "bool") else np.array([0, 1, 2, 3, 7])
    x = Tensor(base.astype(dt))
    for sk, s in SCALARS.items():
        for left in (True, False):
            try:
                rs = ALL[left](s)(x)
            except Exception:  # noqa: BLE001  (one op refuses: each on its own)
                rs = None
            for i, op in enumerate(OPS):
                label = f"{dt} {'x' + op + sk if left else sk + op + 'x'}"
                if rs is not None:
                    print(label, fmt(rs[i]))
                    continue
                try:
                    print(label, fmt(ONE[(op, left)](s)(x)[0]))
                except Exception as e:  # noqa: BLE001
                    print(label, "ERR", type(e).__name__)
