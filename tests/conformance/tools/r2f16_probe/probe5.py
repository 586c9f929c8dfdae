from probe3 import *
x = A['x'].asnumpy().astype(np.float32); w = A['w'].asnumpy().astype(np.float32); w2 = A['w2'].asnumpy().astype(np.float32)
def cmp(name, g, ref): print(name, 'graph==round16(f32 chain):', (g.view(np.uint16) == ref.astype(np.float16).view(np.uint16)).sum(), '/', g.size)
cmp('exp_exp', ms.jit(exp_exp)(A['x']).asnumpy(), np.exp(np.exp(x)))
cmp('exp_tanh', ms.jit(exp_tanh)(A['x']).asnumpy(), np.tanh(np.exp(x)))
cmp('tanh_exp', ms.jit(tanh_exp)(A['x']).asnumpy(), np.exp(np.tanh(x)))
cmp('mm_mm', ms.jit(mm_mm)(A['x'], A['w'], A['w2']).asnumpy(), (x @ w) @ w2)
cmp('mm_exp', ms.jit(mm_exp)(A['x'], A['w']).asnumpy(), np.exp(x @ w))
cmp('exp_mm', ms.jit(exp_mm)(A['x'], A['w']).asnumpy(), np.exp(x) @ w)
cmp('mm_reducesum', ms.jit(mm_reducesum)(A['x'], A['w']).asnumpy(), (x @ w).sum(-1))
cmp('exp_reducesum', ms.jit(exp_reducesum)(A['x']).asnumpy(), np.exp(x).sum(-1))
def exp_tanh_sq(x): return ops.square(ops.tanh(ops.exp(x)))
cmp('exp_tanh_sq', ms.jit(exp_tanh_sq)(A['x']).asnumpy(), np.square(np.tanh(np.exp(x))))
def branch(x): 
    e = ops.exp(x); return ops.tanh(e) + e
cmp('branch', ms.jit(branch)(A['x']).asnumpy(), (np.tanh(np.exp(x)).astype(np.float16) + np.exp(x).astype(np.float16)).astype(np.float32))
def twouse(x):
    e = ops.exp(x); return ops.tanh(e) * ops.exp(e)
cmp('twouse', ms.jit(twouse)(A['x']).asnumpy(), (np.tanh(np.exp(x)).astype(np.float16) * np.exp(np.exp(x)).astype(np.float16)).astype(np.float32))
