"""pipelines as training scripts build them: per-column dtypes after map / batch, per_batch_map, padded_batch,
project / rename, output_shapes / output_types after each step, generator column kinds, tiny on-disk
ImageFolder / MNIST / CIFAR-10 datasets (written to $OUT/scratch) through the usual transform chains."""
import os
import struct
import io
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as V
import mindspore.dataset.transforms as T
from _h import case, ck, rows

rng = np.random.RandomState(1)
IMGS = rng.randint(0, 256, (6, 5, 7, 3)).astype(np.uint8)
LAB = np.array([0, 1, 2, 1, 0, 2], np.int32)


def base(**kw):
    return ds.NumpySlicesDataset({"image": IMGS, "label": LAB}, shuffle=False, **kw)


def meta(d):
    return [d.get_col_names(), [str(t) for t in d.output_types()], d.output_shapes(), d.get_dataset_size()]


case("meta_base", lambda: meta(base()))
case("meta_map_chain", lambda: meta(base().map([V.Resize((4, 4)), V.Rescale(1 / 255.0, 0), V.HWC2CHW()], "image")))
case("meta_map_typecast", lambda: meta(base().map(T.TypeCast(ms.int64), "label")))
case("meta_onehot", lambda: meta(base().map(T.OneHot(3), "label")))
case("meta_onehot_batch", lambda: meta(base().map(T.OneHot(3), "label").batch(4)))
case("meta_batch_drop", lambda: meta(base().batch(4, drop_remainder=True)))
case("meta_batch_keep", lambda: meta(base().batch(4)))
case("meta_project", lambda: meta(base().project(["label", "image"])))
case("meta_rename", lambda: meta(base().rename(["image", "label"], ["x", "y"])))
case("meta_rename_then_map", lambda: meta(base().rename("image", "x").map(V.HWC2CHW(), "x")))
case("meta_map_out_cols", lambda: meta(base().map(lambda x: (x, x.sum()), "image", ["img", "s"])))
case("meta_repeat_batch", lambda: meta(base().repeat(2).batch(5)))
case("meta_typecast_f16", lambda: meta(base().map([V.Rescale(1 / 255.0, 0), T.TypeCast(ms.float16)], "image").batch(2)))
case("rows_onehot_f32", lambda: rows(base().map([T.OneHot(3), T.TypeCast(ms.float32)], "label").batch(3)))
case("rows_typecast_bool", lambda: rows(base().map(T.TypeCast(ms.bool_), "label").batch(3)))
case("rows_typecast_chain", lambda: rows(base().map([V.Resize((3, 3)), V.Normalize([127.5] * 3, [127.5] * 3), V.HWC2CHW(), T.TypeCast(ms.float16)], "image").batch(2), 1))
case("rows_compose_map", lambda: rows(base().map(T.Compose([V.CenterCrop(3), V.HWC2CHW()]), "image").batch(6)))
case("rows_project_order", lambda: rows(base().project(["label", "image"]).batch(2), 1))


def pbm_scale(img, label, info):
    return [x.astype(np.float32) / 2 for x in img], [l * (info.get_batch_num() + 1) for l in label]


case("pbm_basic", lambda: rows(base().batch(4, per_batch_map=pbm_scale, input_columns=["image", "label"])))
case("pbm_out_cols", lambda: rows(base().batch(3, per_batch_map=lambda a, b, i: (a, b, [np.int64(len(a))] * len(a)), input_columns=["image", "label"], output_columns=["image", "label", "n"])))
case("pbm_meta", lambda: meta(base().batch(3, per_batch_map=lambda a, b, i: (a, b, [np.int64(len(a))] * len(a)), input_columns=["image", "label"], output_columns=["image", "label", "n"])))
case("pbm_label_only", lambda: rows(base().batch(4, per_batch_map=lambda lab, i: ([np.float64(x) for x in lab],), input_columns=["label"])))
case("pbm_epoch", lambda: [rows(d) for d in [base().batch(4, per_batch_map=lambda lab, i: ([x + i.get_epoch_num() * 10 for x in lab],), input_columns=["label"])]])
case("pbm_return_array", lambda: rows(base().batch(3, per_batch_map=lambda lab, i: (np.stack(lab) * 2,), input_columns=["label"])))
case("pbm_return_wrong_len", lambda: rows(base().batch(3, per_batch_map=lambda a, b, i: (a,), input_columns=["image", "label"])))
case("pbm_ragged", lambda: rows(base().batch(3, per_batch_map=lambda lab, i: ([np.arange(int(x) + 1) for x in lab],), input_columns=["label"])))
# padded_batch
VAR = [np.arange(n, dtype=np.int32) for n in (1, 3, 2, 4)]


def gen_var():
    for i, v in enumerate(VAR):
        yield v, np.float32(i)


case("padded_none", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(2, pad_info={"a": (None, -1)})))
case("padded_shape", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(2, pad_info={"a": ([5], 7)})))
case("padded_default", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(3, pad_info={})))
case("padded_small", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(2, pad_info={"a": ([2], 0)})))
case("padded_meta", lambda: meta(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(2, pad_info={"a": (None, 0)})))
case("padded_drop", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(3, drop_remainder=True, pad_info={"a": (None, 0)})))
case("padded_float_val", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(2, pad_info={"a": (None, 1.5)})))
case("padded_2col", lambda: rows(ds.GeneratorDataset(lambda: ((np.ones((i, 2), np.float32), np.arange(i)) for i in (1, 2, 3)), ["a", "b"], shuffle=False).padded_batch(3, pad_info={"a": ([None, 3], 0), "b": (None, -1)})))
case("padded_bad_col", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).padded_batch(2, pad_info={"z": (None, 0)})))
case("batch_ragged_err", lambda: rows(ds.GeneratorDataset(gen_var, ["a", "b"], shuffle=False).batch(2)))
# generator column kinds
case("gen_python_scalars", lambda: meta(ds.GeneratorDataset(lambda: ((i, float(i), bool(i % 2)) for i in range(3)), ["i", "f", "b"], shuffle=False)))
case("gen_python_scalars_rows", lambda: rows(ds.GeneratorDataset(lambda: ((i, float(i), bool(i % 2)) for i in range(3)), ["i", "f", "b"], shuffle=False).batch(3)))
case("gen_list_col", lambda: rows(ds.GeneratorDataset(lambda: (([i, i + 1],) for i in range(2)), ["a"], shuffle=False)))
case("gen_str_col", lambda: rows(ds.GeneratorDataset(lambda: ((np.array("ab%d" % i),) for i in range(2)), ["s"], shuffle=False)))
case("gen_column_types", lambda: meta(ds.GeneratorDataset(lambda: ((np.ones(2, np.float64), np.int16(3)) for i in range(2)), ["a", "b"], column_types=[ms.float32, ms.int32], shuffle=False)))
case("gen_column_types_rows", lambda: rows(ds.GeneratorDataset(lambda: ((np.ones(2, np.float64), np.int16(3)) for i in range(2)), ["a", "b"], column_types=[ms.float32, ms.int32], shuffle=False)))


class RandomAccess:
    def __getitem__(self, i):
        return IMGS[i], LAB[i]

    def __len__(self):
        return 6


case("ra_sampler", lambda: [int(r[1]) for r in rows(ds.GeneratorDataset(RandomAccess(), ["image", "label"], sampler=ds.SequentialSampler(2, 3)))])
case("ra_num_samples", lambda: len(rows(ds.GeneratorDataset(RandomAccess(), ["image", "label"], num_samples=4, shuffle=False))))
case("ra_shard", lambda: [ck(r[1]) for r in rows(ds.GeneratorDataset(RandomAccess(), ["image", "label"], num_shards=2, shard_id=1, shuffle=False))])
case("ra_seeded_shuffle", lambda: (ds.config.set_seed(5), [r[1] for r in rows(ds.GeneratorDataset(RandomAccess(), ["image", "label"], shuffle=True))])[1])
case("ra_dict_iter", lambda: [sorted(r) for r in ds.GeneratorDataset(RandomAccess(), ["image", "label"], shuffle=False).create_dict_iterator(output_numpy=True, num_epochs=1)][:1])
case("ra_tensor_iter", lambda: [[type(x).__name__, str(x.dtype)] for x in next(ds.GeneratorDataset(RandomAccess(), ["image", "label"], shuffle=False).create_tuple_iterator(num_epochs=1))])
# on-disk datasets
ROOT = os.path.abspath("ds_disk")
os.makedirs(ROOT, exist_ok=True)
try:
    from PIL import Image
    for c in ("cat", "dog"):
        os.makedirs(os.path.join(ROOT, "folder", c), exist_ok=True)
        for k in range(3):
            Image.fromarray(IMGS[k + (3 if c == "dog" else 0)]).save(os.path.join(ROOT, "folder", c, "%d.png" % k))
except Exception:  # noqa
    pass
mn = os.path.join(ROOT, "mnist")
os.makedirs(mn, exist_ok=True)
MIMG = rng.randint(0, 256, (5, 28, 28)).astype(np.uint8)
with open(os.path.join(mn, "train-images-idx3-ubyte"), "wb") as f:
    f.write(struct.pack(">IIII", 2051, 5, 28, 28) + MIMG.tobytes())
with open(os.path.join(mn, "train-labels-idx1-ubyte"), "wb") as f:
    f.write(struct.pack(">II", 2049, 5) + bytes([3, 1, 4, 1, 5]))
cf = os.path.join(ROOT, "cifar")
os.makedirs(cf, exist_ok=True)
# MindSpore reads 10000 records per CIFAR-10 file (a shorter file is its RuntimeError; msgraph reads any count)
NREC = int(os.environ.get("CIFAR_RECORDS", "10000"))
CREC = np.random.RandomState(2).randint(0, 256, (NREC, 3073)).astype(np.uint8)
CREC[:, 0] = np.arange(NREC) * 7 % 10
CREC.tofile(os.path.join(cf, "data_batch_1.bin"))
CREC[::-1].tofile(os.path.join(cf, "test_batch.bin"))

FOLDER = os.path.join(ROOT, "folder")
case("folder_meta", lambda: meta(ds.ImageFolderDataset(FOLDER, shuffle=False)))
case("folder_rows", lambda: rows(ds.ImageFolderDataset(FOLDER, shuffle=False, decode=True)))
case("folder_class_index", lambda: ds.ImageFolderDataset(FOLDER).get_class_indexing())
case("folder_class_index_custom", lambda: [r[1] for r in rows(ds.ImageFolderDataset(FOLDER, shuffle=False, class_indexing={"cat": 5, "dog": 2}))])
case("folder_chain", lambda: rows(ds.ImageFolderDataset(FOLDER, shuffle=False).map([V.Decode(), V.Resize((4, 4)), V.Normalize([0.0] * 3, [255.0] * 3), V.HWC2CHW()], "image").map(T.TypeCast(ms.int32), "label").batch(4)))
case("folder_chain_meta", lambda: meta(ds.ImageFolderDataset(FOLDER, shuffle=False).map([V.Decode(), V.Resize((4, 4)), V.HWC2CHW()], "image").batch(4)))
case("folder_seeded", lambda: (ds.config.set_seed(2), [r[1] for r in rows(ds.ImageFolderDataset(FOLDER, shuffle=True))])[1])
case("folder_num_samples", lambda: len(rows(ds.ImageFolderDataset(FOLDER, num_samples=4, shuffle=False))))
case("folder_extensions", lambda: len(rows(ds.ImageFolderDataset(FOLDER, extensions=[".jpg"], shuffle=False))))
case("folder_shards", lambda: [r[1] for r in rows(ds.ImageFolderDataset(FOLDER, num_shards=2, shard_id=0, shuffle=False))])
case("mnist_meta", lambda: meta(ds.MnistDataset(mn, shuffle=False)))
case("mnist_rows", lambda: rows(ds.MnistDataset(mn, shuffle=False)))
case("mnist_chain", lambda: rows(ds.MnistDataset(mn, shuffle=False).map([V.Resize((32, 32), V.Inter.LINEAR), V.Rescale(1 / 255.0, 0.0), V.Rescale(1 / 0.3081, -0.1307 / 0.3081), V.HWC2CHW()], "image").map(T.TypeCast(ms.int32), "label").batch(2, drop_remainder=True)))
case("mnist_chain_meta", lambda: meta(ds.MnistDataset(mn, shuffle=False).map([V.Resize((32, 32)), V.HWC2CHW()], "image").map(T.TypeCast(ms.int32), "label").batch(2, drop_remainder=True)))
case("mnist_usage_test", lambda: len(rows(ds.MnistDataset(mn, usage="test"))))
case("mnist_num_samples", lambda: [r[1] for r in rows(ds.MnistDataset(mn, num_samples=3, shuffle=False))])
case("cifar_meta", lambda: meta(ds.Cifar10Dataset(cf, shuffle=False)))
case("cifar_rows", lambda: rows(ds.Cifar10Dataset(cf, shuffle=False), 3))
case("cifar_usage_test", lambda: rows(ds.Cifar10Dataset(cf, usage="test", shuffle=False), 3))
case("cifar_num_samples", lambda: rows(ds.Cifar10Dataset(cf, usage="test", num_samples=3, shuffle=False)))
case("cifar_chain", lambda: (ds.config.set_seed(1), rows(ds.Cifar10Dataset(cf, usage="train", shuffle=False).map([V.RandomCrop((32, 32), (4, 4, 4, 4)), V.RandomHorizontalFlip(prob=0.5), V.Resize((24, 24)), V.Rescale(1.0 / 255.0, 0.0), V.Normalize([0.4914, 0.4822, 0.4465], [0.2023, 0.1994, 0.2010]), V.HWC2CHW()], "image").map(T.TypeCast(ms.int32), "label").batch(2), 2))[1])
case("cifar_chain_meta", lambda: meta(ds.Cifar10Dataset(cf, usage="train", shuffle=False).map([V.Resize((24, 24)), V.HWC2CHW()], "image").map(T.TypeCast(ms.int32), "label").batch(2)))
case("cifar_all", lambda: ds.Cifar10Dataset(cf, usage="all").get_dataset_size())
case("cifar_shuffle_seed", lambda: (ds.config.set_seed(3), [r[1] for r in rows(ds.Cifar10Dataset(cf, shuffle=True), 6)])[1])
case("cifar_shard_seed", lambda: (ds.config.set_seed(3), [r[1] for r in rows(ds.Cifar10Dataset(cf, num_shards=4, shard_id=1, shuffle=True), 6)])[1])
case("cifar_random_sampler", lambda: (ds.config.set_seed(4), [r[1] for r in rows(ds.Cifar10Dataset(cf, sampler=ds.RandomSampler(num_samples=5)))])[1])
