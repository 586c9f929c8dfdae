"""ds.serialize / ds.deserialize / ds.compare of dataset pipelines (adapted from ut/python/dataset/
test_serdes_dataset.py): the JSON dict MindSpore 2.10 gives for sources (ImageFolderDataset with each sampler kind,
CSVDataset, TextFileDataset, GeneratorDataset), map with C++ transforms (float parameters as float32 values,
interpolation / border modes as enum numbers), batch, repeat / skip / take, shuffle, project, rename, zip, concat,
filter and split; the file (compact JSON, sorted keys) and its round trip (deserialize, iterate, serialize again);
the names of Python functions; what fails when a deserialized pipeline is used (GeneratorDataset, filter, a
transform with no reader).  msgraph had no ds.serialize / ds.deserialize / ds.compare (AttributeError)."""
import json
import os
import tempfile

import numpy as np

import mindspore.common.dtype as mstype
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from mindspore.dataset.vision import Border, Inter
from _conf import emit, emit_error

MODES = ("pynative",)

_workers, _seed = ds.config.get_num_parallel_workers(), ds.config.get_seed()   # restored at the end
ds.config.set_num_parallel_workers(1)
ds.config.set_seed(1)
root = tempfile.mkdtemp()
img_dir = os.path.join(root, "imgs")
for c, cls in enumerate(["cat", "dog"]):
    os.makedirs(os.path.join(img_dir, cls))
    for i in range(3):
        with open(os.path.join(img_dir, cls, f"{i}.bin"), "wb") as f:
            f.write(bytes(np.arange(6, dtype=np.uint8) + 10 * c + i))
csv_file = os.path.join(root, "a.csv")
with open(csv_file, "w") as f:
    f.write("1,2,3\n4,5,6\n7,8,9\n")
txt_file = os.path.join(root, "a.txt")
with open(txt_file, "w") as f:
    f.write("hello\nworld\n")


def text(d):
    s = json.dumps(ds.serialize(d), sort_keys=True)
    return s.replace(os.path.realpath(root), "<ROOT>")


def src(**kw):
    kw.setdefault("shuffle", False)
    return ds.ImageFolderDataset(img_dir, **kw)


def rows(d):
    return [[np.asarray(x).tolist() for x in r] for r in d.create_tuple_iterator(num_epochs=1, output_numpy=True)]


pipelines = {
    "folder_default": lambda: ds.ImageFolderDataset(img_dir),
    "folder_args": lambda: src(num_samples=3, decode=False, class_indexing={"cat": 1, "dog": 0}, extensions=[".bin"]),
    "folder_seq": lambda: ds.ImageFolderDataset(img_dir, sampler=ds.SequentialSampler(1, 3)),
    "folder_random": lambda: ds.ImageFolderDataset(img_dir, sampler=ds.RandomSampler(replacement=True, num_samples=4)),
    "folder_shuffled_n": lambda: ds.ImageFolderDataset(img_dir, num_samples=4),
    "folder_weighted": lambda: ds.ImageFolderDataset(img_dir, sampler=ds.WeightedRandomSampler([1.0, 0.5, 0.3], 3)),
    "folder_pk": lambda: ds.ImageFolderDataset(img_dir, sampler=ds.PKSampler(2)),
    "folder_subset": lambda: ds.ImageFolderDataset(img_dir, sampler=ds.SubsetSampler([0, 2, 1])),
    "folder_subset_random": lambda: ds.ImageFolderDataset(img_dir, sampler=ds.SubsetRandomSampler([3, 1])),
    "folder_shards": lambda: ds.ImageFolderDataset(img_dir, num_shards=2, shard_id=1, shuffle=False),
    "csv_project": lambda: ds.CSVDataset(csv_file, column_defaults=[1, 1, 1], column_names=["a", "b", "c"],
                                         shuffle=False).project(["c", "a"]),
    "textfile": lambda: ds.TextFileDataset(txt_file, shuffle=False),
    "generator": lambda: ds.GeneratorDataset([1, 2, 3], ["data1"]),
    "numpy_slices": lambda: ds.NumpySlicesDataset({"a": np.arange(4)}, shuffle=False),
    "map_label": lambda: src().map([T.TypeCast(mstype.int32), T.OneHot(2, 0.1)], input_columns=["label"],
                                   output_columns=["oh"], num_parallel_workers=1),
    "map_no_columns": lambda: src().map(T.TypeCast(np.float16)),
    "map_fill": lambda: src().map(T.Fill(3), input_columns=["label"]),
    "map_vision": lambda: src().map([V.Decode(), V.Resize((25, 30), Inter.LINEAR), V.Rescale(1.0 / 255.0, 0.0),
                                     V.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225]), V.HWC2CHW()],
                                    input_columns=["image"]),
    "map_vision2": lambda: src().map([V.RandomCrop([32, 32], [4, 4, 4, 4], fill_value=(0, 124, 255)),
                                      V.RandomHorizontalFlip(0.3), V.CenterCrop(16), V.Pad(2, 150, Border.REFLECT),
                                      V.RandomRotation((0, 90), resample=Inter.BILINEAR, expand=True,
                                                       center=(5, 5), fill_value=7),
                                      V.RandomColorAdjust(brightness=(0.5, 0.5)), V.RandomCropDecodeResize(25),
                                      V.RandomResizedCrop(15, interpolation=Inter.BICUBIC),
                                      V.RandomAffine(degrees=15, translate=(0.1, 0.1), scale=(0.9, 1.1)),
                                      V.RandomSharpness(), V.Crop([1, 2], [5, 6]), V.ToTensor(),
                                      V.RandomSolarize((0, 127)), V.CutOut(4), V.Rotate(45, Inter.BILINEAR)],
                                     input_columns=["image"]),
    "map_compose": lambda: src().map(T.Compose([V.Decode(), V.Resize(4)]), input_columns=["image"]),
    "map_random_apply": lambda: src().map(T.RandomApply([V.Decode(), V.Resize(4)], 0.3), input_columns=["image"]),
    "map_uniform": lambda: src().map(V.UniformAugment([V.Invert(), V.Equalize(), V.AutoContrast()], num_ops=2),
                                     input_columns=["image"]),
    "batch": lambda: src().batch(4, drop_remainder=True, num_parallel_workers=1),
    "batch_default": lambda: src().batch(2),
    "padded_batch": lambda: src().padded_batch(2, pad_info={"image": ([10], 0)}),
    "batch_per_batch_map": lambda: src().batch(2, per_batch_map=lambda x, y, b: (x, y),
                                               input_columns=["image", "label"]),
    "repeat_skip_take": lambda: src().repeat(2).skip(3).take(5),
    "repeat_forever": lambda: src().repeat(),
    "shuffle": lambda: src().shuffle(4),
    "rename": lambda: src().rename(["image"], ["img"]),
    "zip": lambda: ds.zip((src(), src().rename(["image", "label"], ["i2", "l2"]))),
    "concat": lambda: src() + src(num_samples=2),
    "filter": lambda: src().filter(lambda x: True, input_columns=["label"]),
    "split": lambda: src().split([0.5, 0.5], randomize=False)[1],
}
for name, make in pipelines.items():
    emit_error(f"json_{name}", lambda: text(make()))

emit_error("map_lambda_name", lambda: ds.serialize(src().map(lambda x: x, input_columns=["label"]))
           ["operations"][0]["tensor_op_name"])


def named(x):
    return x


class Callable3:
    def __call__(self, x):
        return x


emit_error("map_function_name", lambda: ds.serialize(ds.GeneratorDataset([1, 2], ["d"]).map(named))
           ["operations"][0]["tensor_op_name"])
emit_error("map_callable_name", lambda: ds.serialize(ds.GeneratorDataset([1, 2], ["d"]).map(Callable3()))
           ["operations"][0]["tensor_op_name"])

# the file: compact JSON with sorted keys; its round trip
path1 = os.path.join(root, "p1.json")
path2 = os.path.join(root, "p2.json")
d1 = src().map([T.TypeCast(mstype.int32)], input_columns=["label"]).batch(2).repeat(2)
emit("serialize_returns", sorted(ds.serialize(d1, path1).keys()))
with open(path1) as f:
    content = f.read()
emit("file_text", content.replace(os.path.realpath(root), "<ROOT>"))
d2 = ds.deserialize(json_filepath=path1)
ds.serialize(d2, path2)
with open(path2) as f:
    emit("file_roundtrip_same", f.read() == content)
emit("deserialized_size", d2.get_dataset_size())
emit("deserialized_cols", d2.get_col_names())
emit("deserialized_rows", rows(d2))
emit("original_rows", rows(d1))
d3 = ds.deserialize(input_dict=ds.serialize(d1))
emit("dict_rows", rows(d3))
emit("compare_same", ds.compare(d1, d3))
emit("compare_other", ds.compare(d1, src()))
emit("deserialize_nothing", ds.deserialize() is None)

for name in ("csv_project", "textfile", "folder_seq", "folder_subset", "map_vision2", "zip", "concat", "split",
             "map_random_apply", "repeat_skip_take"):
    def trip(name=name):
        d = pipelines[name]()
        back = ds.deserialize(input_dict=ds.serialize(d))
        return [text(back) == text(d), back.get_dataset_size(), back.get_col_names()]
    emit_error(f"roundtrip_{name}", trip)
emit_error("roundtrip_rows_csv", lambda: rows(ds.deserialize(input_dict=ds.serialize(pipelines["csv_project"]()))))
emit_error("roundtrip_rows_map_label",
           lambda: rows(ds.deserialize(input_dict=ds.serialize(pipelines["map_label"]()))))


def use_fails(d, what):
    back = ds.deserialize(input_dict=ds.serialize(d))   # made without complaint
    try:
        what(back)
    except RuntimeError as e:
        return ["RuntimeError", "unsupported operation" in str(e)]
    return "ok"


emit_error("generator_size", lambda: use_fails(ds.GeneratorDataset([1, 2, 3], ["d"]), lambda b: b.get_dataset_size()))
emit_error("generator_iter", lambda: use_fails(ds.GeneratorDataset([1, 2, 3], ["d"]), rows))
emit_error("filter_serialize", lambda: use_fails(pipelines["filter"](), ds.serialize))
emit_error("perspective_serialize", lambda: use_fails(
    src().map([V.Perspective([[0, 3], [3, 3], [3, 0], [0, 0]], [[0, 3], [3, 3], [3, 0], [0, 0]], Inter.BILINEAR)],
              input_columns=["image"]), ds.serialize))
emit_error("adjust_brightness_serialize", lambda: use_fails(
    src().map([V.AdjustBrightness(2.0)], input_columns=["image"]), ds.serialize))

# transforms run in Python (a PIL chain): two or more in a row are one Python Compose; a transform without a
# Python implementation (Normalize) stays C++ and ends the chain
emit_error("json_pil_chain", lambda: json.dumps(ds.serialize(src().map(
    [V.Decode(True), V.CenterCrop([24, 24]), V.ToTensor(), V.RandomHorizontalFlip(), V.VerticalFlip()],
    input_columns=["image"]))["operations"], sort_keys=True))
emit_error("json_c_then_pil", lambda: json.dumps(ds.serialize(src().map(
    [V.Decode(), V.RandomSolarize((0, 127)), V.ToPIL(), V.CenterCrop([64, 64])],
    input_columns=["image"]))["operations"], sort_keys=True))
emit_error("json_pil_then_normalize", lambda: [o["tensor_op_name"] for o in ds.serialize(src().map(
    [V.ToPIL(), V.Pad(2), V.RandomHorizontalFlip(), V.Normalize([1., 2., 3.], [1., 1., 1.]),
     V.RandomResizedCrop(15)], input_columns=["image"]))["operations"]])


def pyfunc_again():
    back = ds.deserialize(input_dict=ds.serialize(src().map(lambda x: x, input_columns=["label"])))
    try:
        ds.serialize(back)
    except RuntimeError as e:
        return "Failed to find key 'tensor_op_params' in PyFuncOp' JSON file or input dict" in str(e)
    return "no error"


emit_error("pyfunc_reserialize", pyfunc_again)

ds.config.set_num_parallel_workers(_workers)
ds.config.set_seed(_seed)
