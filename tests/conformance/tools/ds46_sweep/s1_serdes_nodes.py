import numpy as np, json, sys
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.vision as V
from mindspore.dataset.vision import Inter, Border
import mindspore.common.dtype as mstype
import os
D = os.environ.get("UT_DATA", "/tmp/mst2/tests/ut/data/dataset/")
def show(name, f):
    try:
        d = f()
        print("##", name, json.dumps(ds.serialize(d), sort_keys=False))
    except Exception as e:
        print("##", name, "ERR", type(e).__name__, str(e).split("\n")[0][:300])
show("imagefolder", lambda: ds.ImageFolderDataset(D+"testPK/data"))
show("imagefolder2", lambda: ds.ImageFolderDataset(D+"testPK/data", num_samples=5, shuffle=False, decode=True, class_indexing={"class1":0}, extensions=[".jpg"]))
show("imagefolder_sampler", lambda: ds.ImageFolderDataset(D+"testPK/data", sampler=ds.SequentialSampler(2, 4)))
show("imagefolder_wrs", lambda: ds.ImageFolderDataset(D+"testPK/data", sampler=ds.WeightedRandomSampler([1.0,0.5], 3)))
show("imagefolder_rs", lambda: ds.ImageFolderDataset(D+"testPK/data", sampler=ds.RandomSampler(replacement=True, num_samples=4)))
show("imagefolder_dist", lambda: ds.ImageFolderDataset(D+"testPK/data", num_shards=2, shard_id=1))
show("imagefolder_pk", lambda: ds.ImageFolderDataset(D+"testPK/data", sampler=ds.PKSampler(2)))
show("imagefolder_subset", lambda: ds.ImageFolderDataset(D+"testPK/data", sampler=ds.SubsetRandomSampler([0,2,1])))
show("imagefolder_subset2", lambda: ds.ImageFolderDataset(D+"testPK/data", sampler=ds.SubsetSampler([0,2,1])))
show("tfrecord", lambda: ds.TFRecordDataset([D+"test_tf_file_3_images/train-0000-of-0001.data"], D+"test_tf_file_3_images/datasetSchema.json", columns_list=["image"]))
show("csv", lambda: ds.CSVDataset(D+"testCSV/1.csv", column_defaults=["1","2","3","4"], column_names=['col1','col2','col3','col4'], shuffle=False).project(["col1","col4"]))
show("mnist", lambda: ds.MnistDataset(D+"testMnistData", num_samples=100))
show("gen", lambda: ds.GeneratorDataset([1,2,3], ["data1"]))
show("numpyslices", lambda: ds.NumpySlicesDataset([1,2,3], ["data1"], shuffle=False))
b = lambda: ds.ImageFolderDataset(D+"testPK/data", shuffle=False)
show("batch", lambda: b().batch(3, drop_remainder=True, num_parallel_workers=1))
show("batch_pad", lambda: b().padded_batch(2, pad_info={"image": ([3, 300, 300], 2.0)}))
show("batch_pbm", lambda: b().batch(2, per_batch_map=lambda x, y, bi: (x, y), input_columns=["image","label"]))
show("repeat_skip_take", lambda: b().repeat(2).skip(3).take(5))
show("shuffle", lambda: b().shuffle(4))
show("rename", lambda: b().rename(["image"], ["img"]))
show("project", lambda: b().project(["label"]))
show("zip", lambda: ds.zip((b(), b().rename(["image","label"],["i2","l2"]))))
show("concat", lambda: b() + b())
show("filter", lambda: b().filter(lambda x: True, input_columns=["label"]))
show("device_que", lambda: b().device_que())
show("map_full", lambda: b().map([T.TypeCast(mstype.int32)], input_columns=["label"], output_columns=["l2"], num_parallel_workers=1, python_multiprocessing=False))
show("map_noinput", lambda: b().map(T.TypeCast(mstype.int32)))
show("map_lambda", lambda: b().map(lambda x: x, input_columns=["label"]))
show("bucket", lambda: b().bucket_batch_by_length(["label"], [1,2], [2,2,2]))
show("split", lambda: b().split([0.5,0.5], randomize=False)[0])
show("sync", lambda: b().sync_wait("c"))
show("voc", lambda: ds.VOCDataset(D+"testVOC2012", task="Detection", usage="train", decode=True))
show("celeba", lambda: ds.CelebADataset(D+"testCelebAData/"))
show("coco", lambda: ds.CocoDataset(D+"testCOCO/train", annotation_file=D+"testCOCO/annotations/train.json"))
show("textfile", lambda: ds.TextFileDataset(D+"testTextFileDataset/1.txt"))
show("manifest", lambda: ds.ManifestDataset(D+"testManifestData/test.manifest"))
show("clue", lambda: ds.CLUEDataset(D+"testCLUE/afqmc/train.json"))
