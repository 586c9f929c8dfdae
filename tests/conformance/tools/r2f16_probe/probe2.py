import numpy as np, sys
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.ops import operations as PO
rng = np.random.RandomState(0)
def t(*s, dt=np.float16): return Tensor((rng.randn(*s)*0.7).astype(dt))
A = dict(x=t(4, 8), w=t(8, 8), w2=t(8, 8), b=t(8), y=t(4, 8), z=t(4, 8), img=t(1, 3, 6, 6), k=t(4, 3, 3, 3),
         bc=t(4), x32=t(4, 8, dt=np.float32), x3=t(2, 4, 8), w3=t(2, 8, 8), w4=t(2, 8, 8))
mm = PO.MatMul(); ba = PO.BiasAdd(); conv = PO.Conv2D(4, 3); relu = PO.ReLU(); bmm = PO.BatchMatMul()
sm = PO.Softmax(); cast = PO.Cast()
def mm_mm(x, w, w2): return mm(mm(x, w), w2)
def mm_add(x, w, y): return mm(x, w) + y
def mm_biasadd(x, w, b): return ba(mm(x, w), b)
def mm_mul(x, w, y): return mm(x, w) * y
def mm_softmax(x, w): return sm(mm(x, w))
def mm_exp(x, w): return ops.exp(mm(x, w))
def mm_tanh(x, w): return ops.tanh(mm(x, w))
def mm_relu_mm(x, w, w2): return mm(relu(mm(x, w)), w2)
def mm_biasadd_mm(x, w, b, w2): return mm(ba(mm(x, w), b), w2)
def mm_biasadd_relu_mm(x, w, b, w2): return mm(relu(ba(mm(x, w), b)), w2)
def mm_trans_mm(x, w, w2): return mm(mm(x, w).T, w2.T)
def mm_neg_mm(x, w, w2): return mm(-mm(x, w), w2)
def conv_biasadd(img, k, bc): return ba(conv(img, k), bc)
def conv_add(img, k, bc): return conv(img, k) + bc.reshape(1, 4, 1, 1)
def conv_relu(img, k): return relu(conv(img, k)) * 1
def mul_add(x, y, z): return x * y + z
def add_mul(x, y, z): return (x + y) * z
def exp_add(x, y): return ops.exp(x) + y
def tanh_mul(x, y): return ops.tanh(x) * y
def sig_mul(x, y): return ops.sigmoid(x) * y
def div_sub(x, y, z): return x / y - z
def cast_pair(x32): return cast(cast(x32, ms.float16), ms.float32)
def cast_pair_add(x32): return cast(cast(x32, ms.float16), ms.float32) + 1
def cast_up_down(x, y): return cast(cast(x, ms.float32) * cast(y, ms.float32), ms.float16)
def softmax_mul(x, y): return sm(x) * y
def mul_softmax(x, y): return sm(x * y)
def sqrt_add(x, y): return ops.sqrt(ops.abs(x)) + y
def bmm_add(x3, w3, y): return bmm(x3, w3) + y.reshape(2, 2, 8)
def bmm_bmm(x3, w3, w4): return bmm(bmm(x3, w3), w4)
def mm_reducesum(x, w): return mm(x, w).sum(-1)
def mm_mean(x, w): return ops.ReduceMean(True)(mm(x, w), -1)
if __name__ == "__main__":
  names = sys.argv[1:] or [n for n, f in list(globals().items()) if callable(f) and getattr(f, '__module__', '') == '__main__' and n != 't']
  import inspect
  for n in names:
      f = globals()[n]; args = [A[p] for p in inspect.signature(f).parameters]
      out = []
      for g in (False, True):
          try: out.append((ms.jit(f) if g else f)(*args).asnumpy())
          except Exception as e: out.append(type(e).__name__ + str(e)[:100])
      a, g = out
      if isinstance(a, str) or isinstance(g, str): print(n, 'ERR', a if isinstance(a, str) else '', g if isinstance(g, str) else ''); continue
      d = (a.view(np.uint16) != g.view(np.uint16)).sum() if a.dtype == np.float16 else (a != g).sum()
      print(f"{n:20s} {str(a.dtype):8s} differ={d}/{a.size}")
