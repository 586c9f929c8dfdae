shape (3,)
shape0p1 4
opsshape (3,)
reshape Tensor(shape=[3, 1], dtype=Float32, value=
[[ 1.00000000e+00],
 [ 2.00000000e+00],
 [ 1.00000000e+00]])
dyn_shape Tensor(shape=[1], dtype=Int64, value= [3])
size 3
ndim 1
zeros Tensor(shape=[3], dtype=Float32, value= [ 0.00000000e+00,  0.00000000e+00,  0.00000000e+00])
len 3
shape_mul Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  6.00000000e+00,  3.00000000e+00])
shape_div Tensor(shape=[], dtype=Float32, value= 1.33333)
ones2 Tensor(shape=[3, 2], dtype=Int32, value=
[[1, 1],
 [1, 1],
 [1, 1]])
arange Tensor(shape=[3], dtype=Int64, value= [0, 1, 2])
shape_eq True
shape_neg 3
broadcast Tensor(shape=[2, 3], dtype=Float32, value=
[[ 1.00000000e+00,  2.00000000e+00,  1.00000000e+00],
 [ 1.00000000e+00,  2.00000000e+00,  1.00000000e+00]])
numel 3
bt_neg Tensor(shape=[2, 3], dtype=Float32, value=
[[ 1.00000000e+00,  2.00000000e+00,  1.00000000e+00],
 [ 1.00000000e+00,  2.00000000e+00,  1.00000000e+00]])
fill Tensor(shape=[3], dtype=Float32, value= [ 2.00000000e+00,  2.00000000e+00,  2.00000000e+00])
full Tensor(shape=[3], dtype=Int32, value= [3, 3, 3])
slice Tensor(shape=[2], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00])
if_shape Tensor(shape=[3], dtype=Float32, value= [ 2.00000000e+00,  4.00000000e+00,  2.00000000e+00])
expand (1, 3)
view Tensor(shape=[3, 1], dtype=Float32, value=
[[ 1.00000000e+00],
 [ 2.00000000e+00],
 [ 1.00000000e+00]])
tile Tensor(shape=[6], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00,  1.00000000e+00,  1.00000000e+00,  2.00000000e+00,  1.00000000e+00])
zeros_like Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  3.00000000e+00,  3.00000000e+00])
concat_shape (6,)
mean_len Tensor(shape=[], dtype=Float32, value= 1.33333)
float_dim Tensor(shape=[3], dtype=Float32, value= [ 3.00000000e+00,  6.00000000e+00,  3.00000000e+00])
scalar_to_tensor Tensor(shape=[], dtype=Float32, value= 3)
tuple_ops ((3, 1), (3, 3), 1)
range_dim Tensor(shape=[3], dtype=Float32, value= [ 4.00000000e+00,  5.00000000e+00,  4.00000000e+00])
stack_shape 3
shape (3,)
print_shape Tensor(shape=[3], dtype=Float32, value= [ 1.00000000e+00,  2.00000000e+00,  1.00000000e+00])
fmt_shape 'n=3'
